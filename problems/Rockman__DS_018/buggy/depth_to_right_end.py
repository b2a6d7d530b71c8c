# Bug: subtracts the chain depth of r instead of the depth of the range maximum, which is only right when r itself is a record.
def count_records(heights: list[int], queries: list[list[int]]) -> list[int]:
    n = len(heights)
    depth = [0] * (n + 1)  # depth[i]: length of the chain i, next greater of i, ...
    stack: list[int] = []
    for i in range(n - 1, -1, -1):
        while stack and heights[stack[-1]] <= heights[i]:
            stack.pop()
        depth[i] = 1 + (depth[stack[-1]] if stack else 0)
        stack.append(i)
    return [depth[left] - depth[right] + 1 for left, right in queries]
