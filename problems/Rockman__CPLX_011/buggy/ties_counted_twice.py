# bug: both boundaries stop only at strictly weaker links, so a segment whose minimum occurs at several links is credited to each of them
def total_weakest_links(strengths: list[int]) -> int:
    n = len(strengths)
    left = [-1] * n
    right = [n] * n
    stack: list[int] = []
    for i in range(n):
        while stack and strengths[stack[-1]] >= strengths[i]:
            stack.pop()
        left[i] = stack[-1] if stack else -1
        stack.append(i)
    stack = []
    for i in range(n - 1, -1, -1):
        while stack and strengths[stack[-1]] >= strengths[i]:
            stack.pop()
        right[i] = stack[-1] if stack else n
        stack.append(i)
    return sum(s * (i - left[i]) * (right[i] - i) for i, s in enumerate(strengths))
