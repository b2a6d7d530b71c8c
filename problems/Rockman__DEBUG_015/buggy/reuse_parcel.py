# bug: the recursive call starts again at index i, so the same parcel can be chosen more than once
def exact_loads(weights: list[int], capacity: int) -> list[list[int]]:
    result: list[list[int]] = []
    chosen: list[int] = []

    def search(start: int, remaining: int) -> None:
        if remaining == 0:
            result.append(chosen[:])
            return
        for i in range(start, len(weights)):
            if weights[i] <= remaining:
                chosen.append(i)
                search(i, remaining - weights[i])
                chosen.pop()

    search(0, capacity)
    return result
