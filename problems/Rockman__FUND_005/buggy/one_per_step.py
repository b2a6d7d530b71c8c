# bug: adds 1 per successful step instead of all k - j partners of j
def count_light_triples(weights: list[int], limit: int) -> int:
    w = sorted(weights)
    n = len(w)
    total = 0
    for i in range(n - 2):
        j, k = i + 1, n - 1
        while j < k:
            if w[i] + w[j] + w[k] < limit:
                total += 1
                j += 1
            else:
                k -= 1
    return total
