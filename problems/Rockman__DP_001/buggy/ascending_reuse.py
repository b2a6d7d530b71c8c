# bug: the capacity loop runs upwards, so one package can be taken several times
def best_haul(weights: list[int], values: list[int], capacity: int) -> int:
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        for c in range(w, capacity + 1):
            candidate = best[c - w] + v
            if candidate > best[c]:
                best[c] = candidate
    return best[capacity]
