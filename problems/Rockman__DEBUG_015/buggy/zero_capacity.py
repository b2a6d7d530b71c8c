# bug: records a choice only when a parcel completes the load, so capacity 0 gives [] instead of the empty choice [[]]
def exact_loads(weights: list[int], capacity: int) -> list[list[int]]:
    result: list[list[int]] = []
    chosen: list[int] = []

    def search(start: int, remaining: int) -> None:
        for i in range(start, len(weights)):
            if weights[i] == remaining:
                result.append(chosen + [i])
            elif weights[i] < remaining:
                chosen.append(i)
                search(i + 1, remaining - weights[i])
                chosen.pop()

    search(0, capacity)
    return result
