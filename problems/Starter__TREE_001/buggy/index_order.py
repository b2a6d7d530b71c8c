# bug: assumes every parent has a smaller number than its children and processes nodes by decreasing number
def tree_diameter(parents: list[int]) -> int:
    n = len(parents)
    height = [0] * n
    second = [0] * n
    for node in range(n - 1, -1, -1):
        parent = parents[node]
        if parent == -1:
            continue
        h = height[node] + 1
        if h > height[parent]:
            height[parent], second[parent] = h, height[parent]
        elif h > second[parent]:
            second[parent] = h
    return max(height[i] + second[i] for i in range(n))
