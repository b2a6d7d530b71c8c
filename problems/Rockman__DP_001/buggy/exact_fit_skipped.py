# bug: the loop stops at c = w + 1, so a package that exactly fills the remaining room is never added on an empty base
def best_haul(weights: list[int], values: list[int], capacity: int) -> int:
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        for c in range(capacity, w, -1):
            candidate = best[c - w] + v
            if candidate > best[c]:
                best[c] = candidate
    return best[capacity]
