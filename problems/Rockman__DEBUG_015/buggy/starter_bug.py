# bug: (the bugs shipped in the starter code) the result stores the shared chosen list itself, which is empty once the search unwinds, and the recursion restarts at i instead of i + 1, so a parcel can be taken twice
def exact_loads(weights: list[int], capacity: int) -> list[list[int]]:
    result: list[list[int]] = []
    chosen: list[int] = []

    def search(start: int, remaining: int) -> None:
        if remaining == 0:
            result.append(chosen)
            return
        for i in range(start, len(weights)):
            if weights[i] <= remaining:
                chosen.append(i)
                search(i, remaining - weights[i])
                chosen.pop()

    search(0, capacity)
    return result
