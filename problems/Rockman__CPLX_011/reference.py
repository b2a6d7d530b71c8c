def total_weakest_links(strengths: list[int]) -> int:
    n = len(strengths)
    # left[i]: index of the previous link with strength < strengths[i] (or -1)
    # right[i]: index of the next link with strength <= strengths[i] (or n)
    # so among equal minima the rightmost one is credited with the segment.
    left = [-1] * n
    right = [n] * n
    stack: list[int] = []
    for i, s in enumerate(strengths):
        while stack and strengths[stack[-1]] >= s:
            right[stack.pop()] = i
        left[i] = stack[-1] if stack else -1
        stack.append(i)
    return sum(s * (i - left[i]) * (right[i] - i) for i, s in enumerate(strengths))
