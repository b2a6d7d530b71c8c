# bug: the line intercept uses the squared prefix sum without adding target before squaring
def batch_penalty(loads: list[int], target: int, setup: int) -> int:
    """Minimum total penalty with a monotone convex hull of lines.

    best[i] = min over j < i of best[j] + (S[i] - S[j] - target)**2 + setup, with S the prefix
    sums. Expanding the square, j contributes the line y = a_j * x + b_j evaluated at x = S[i],
    with a_j = -2 * (S[j] + target) and b_j = best[j] + (S[j] + target)**2; the slopes strictly
    decrease with j (every load is positive) and the query points S[i] strictly increase.
    """
    n = len(loads)
    if n == 0:
        return 0
    slopes: list[int] = []
    intercepts: list[int] = []
    head = 0  # lines before head can no longer be the minimum

    def add_line(a: int, b: int) -> None:
        # drop the last line while it is never strictly below both of its neighbours
        while len(slopes) - head >= 2:
            a1, b1 = slopes[-2], intercepts[-2]
            a2, b2 = slopes[-1], intercepts[-1]
            if (b - b1) * (a1 - a2) <= (b2 - b1) * (a1 - a):
                slopes.pop()
                intercepts.pop()
            else:
                break
        slopes.append(a)
        intercepts.append(b)

    prefix = 0
    best = 0
    add_line(-2 * target, target * target)  # j = 0: best[0] = 0, S[0] = 0
    for load in loads:
        prefix += load
        while len(slopes) - head >= 2 and (
            slopes[head + 1] * prefix + intercepts[head + 1]
            <= slopes[head] * prefix + intercepts[head]
        ):
            head += 1
        best = slopes[head] * prefix + intercepts[head] + prefix * prefix + setup
        shifted = prefix + target
        add_line(-2 * shifted, best + prefix * prefix)
    return best
