# bug: stops the loop at the first parcel heavier than the remaining load, which is only valid when the weights are sorted
def exact_loads(weights: list[int], capacity: int) -> list[list[int]]:
    result: list[list[int]] = []
    chosen: list[int] = []

    def search(start: int, remaining: int) -> None:
        if remaining == 0:
            result.append(chosen[:])
            return
        for i in range(start, len(weights)):
            if weights[i] > remaining:
                break
            chosen.append(i)
            search(i + 1, remaining - weights[i])
            chosen.pop()

    search(0, capacity)
    return result
