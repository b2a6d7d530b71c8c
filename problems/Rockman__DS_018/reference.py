from bisect import bisect_left


def count_records(heights: list[int], queries: list[list[int]]) -> list[int]:
    # Sweep the left end from right to left with a monotonic stack. After pushing index l the
    # stack holds exactly the records of every range starting at l: l, the first index after l
    # with a strictly greater height, the first index after that one with a greater height, ...
    # Stored as negated indices, the stack is sorted increasingly, so the records inside
    # [l, r] are counted by one binary search.
    by_left: dict[int, list[int]] = {}
    for k, (left, _) in enumerate(queries):
        by_left.setdefault(left, []).append(k)
    answers = [0] * len(queries)
    stack: list[int] = []  # negated indices, bottom (largest index) first
    for left in range(len(heights) - 1, -1, -1):
        height = heights[left]
        while stack and heights[-stack[-1]] <= height:
            stack.pop()
        stack.append(-left)
        for k in by_left.get(left, ()):
            right = queries[k][1]
            answers[k] = len(stack) - bisect_left(stack, -right)
    return answers
