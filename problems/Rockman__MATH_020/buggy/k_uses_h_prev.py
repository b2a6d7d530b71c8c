# bug: copy-paste slip: the denominator recurrence adds h(i-2) instead of k(i-2)
def convergents(p: int, q: int) -> list[tuple[int, int]]:
    """Convergents (h, k) of the canonical continued fraction of p / q, in order."""
    if q < 0:
        p, q = -p, -q
    terms: list[int] = []
    while q != 0:
        a = p // q
        terms.append(a)
        p, q = q, p - a * q
    # terms holds a0, a1, ..., ak
    result: list[tuple[int, int]] = []
    h_prev, h = 0, 1  # h(-2), h(-1)
    k_prev, k = 1, 0  # k(-2), k(-1)
    for a in terms:
        h_prev, h = h, a * h + h_prev
        k_prev, k = k, a * k + h_prev
        result.append((h, k))
    return result
