# bug: correct but tries every start and extends to every end, O(n**2): too slow for 100000 values
def longest_exact_stretch(values: list[int], target: int) -> int:
    n = len(values)
    best = 0
    for i in range(n):
        total = 0
        for j in range(i, n):
            total += values[j]
            if total == target and j - i + 1 > best:
                best = j - i + 1
    return best
