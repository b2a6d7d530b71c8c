# bug: skips a parcel whose weight equals the previous parcel's, as if equal weights were the same parcel, and loses choices
def exact_loads(weights: list[int], capacity: int) -> list[list[int]]:
    result: list[list[int]] = []
    chosen: list[int] = []

    def search(start: int, remaining: int) -> None:
        if remaining == 0:
            result.append(chosen[:])
            return
        for i in range(start, len(weights)):
            if i > start and weights[i] == weights[i - 1]:
                continue
            if weights[i] <= remaining:
                chosen.append(i)
                search(i + 1, remaining - weights[i])
                chosen.pop()

    search(0, capacity)
    return result
