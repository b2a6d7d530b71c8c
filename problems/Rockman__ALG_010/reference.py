def count_combinations(values: list[int], target: int) -> int:
    values = sorted(values)
    n = len(values)

    def search(start: int, remaining: int) -> int:
        if remaining == 0:
            return 1
        total = 0
        for i in range(start, n):
            if values[i] > remaining:
                break
            if i > start and values[i] == values[i - 1]:
                continue  # the same value at this depth gives the same combinations
            total += search(i + 1, remaining - values[i])
        return total

    return search(0, target)
