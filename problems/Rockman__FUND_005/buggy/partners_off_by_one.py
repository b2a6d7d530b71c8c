# bug: counts k - j - 1 partners, leaving out the pair (j, k) itself
def count_light_triples(weights: list[int], limit: int) -> int:
    w = sorted(weights)
    n = len(w)
    total = 0
    for i in range(n - 2):
        j, k = i + 1, n - 1
        while j < k:
            if w[i] + w[j] + w[k] < limit:
                total += k - j - 1
                j += 1
            else:
                k -= 1
    return total
