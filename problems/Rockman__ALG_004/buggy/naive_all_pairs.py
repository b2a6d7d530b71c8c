# bug: correct but checks every pair in O(n^2), which is far too slow for the largest inputs
def count_drops(values: list[int], margin: int) -> int:
    count = 0
    n = len(values)
    for i in range(n):
        limit = values[i] - margin
        for j in range(i + 1, n):
            if values[j] < limit:
                count += 1
    return count
