# bug: the left shifts are not reduced to 64 bits, so the state grows beyond 64 bits and the numbers diverge
_MASK = (1 << 64) - 1


def seeded_shuffle(n: int, seed: int) -> list[int]:
    state = seed

    def next_value() -> int:
        nonlocal state
        state ^= (state << 13)
        state ^= state >> 7
        state ^= (state << 17)
        return state

    a = list(range(n))
    for i in range(n - 1, 0, -1):
        j = next_value() % (i + 1)
        a[i], a[j] = a[j], a[i]
    return a
