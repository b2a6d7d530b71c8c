# bug: greedily merges the neighbouring pair with the smallest total each time, which is not optimal on a circle of neighbours
def ring_merge_cost(piles: list[int]) -> int:
    ring = list(piles)
    total = 0
    while len(ring) > 1:
        n = len(ring)
        best = min(range(n), key=lambda i: ring[i] + ring[(i + 1) % n])
        merged = ring[best] + ring[(best + 1) % n]
        total += merged
        if best == n - 1:
            ring = [merged] + ring[1:n - 1]
        else:
            ring = ring[:best] + [merged] + ring[best + 2:]
    return total
