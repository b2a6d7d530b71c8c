# bug: off-by-one: the bits of k are used instead of k - 1, as if 0 from the empty subset were not in the list
_BITS = 50


def kth_subset_xor(values: list[int], k: int) -> int:
    basis = [0] * _BITS  # basis[b] has highest set bit b, or is 0
    for v in values:
        for b in range(_BITS - 1, -1, -1):
            if not (v >> b) & 1:
                continue
            if basis[b] == 0:
                basis[b] = v
                break
            v ^= basis[b]
    # reduced form: clear every leading bit from all other basis vectors
    for b in range(_BITS):
        if basis[b] == 0:
            continue
        for hi in range(b + 1, _BITS):
            if (basis[hi] >> b) & 1:
                basis[hi] ^= basis[b]
    reduced = [x for x in basis if x]  # increasing leading bit
    if k >= 1 << len(reduced):
        return -1
    index = k
    result = 0
    for i, vector in enumerate(reduced):
        if (index >> i) & 1:
            result ^= vector
    return result
