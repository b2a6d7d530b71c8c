def best_haul(weights: list[int], values: list[int], capacity: int) -> int:
    # best[c] = largest payment with total weight at most c, using the packages seen so far
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        for c in range(capacity, w - 1, -1):
            candidate = best[c - w] + v
            if candidate > best[c]:
                best[c] = candidate
    return best[capacity]
