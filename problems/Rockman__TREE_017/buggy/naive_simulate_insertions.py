# Bug: simulates every insertion by walking down from the root: O(n) per key on sorted or zigzag input, O(n^2) overall
def bst_profile(keys: list[int]) -> list[int]:
    if not keys:
        return [0, -1]
    left: dict[int, int] = {}
    right: dict[int, int] = {}
    root = keys[0]
    total = 0
    deepest = 0
    for key in keys[1:]:
        node = root
        d = 1
        while True:
            side = left if key < node else right
            if node in side:
                node = side[node]
                d += 1
            else:
                side[node] = key
                break
        total += d
        deepest = max(deepest, d)
    return [total, deepest]
