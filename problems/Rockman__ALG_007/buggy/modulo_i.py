# bug: j is taken modulo i instead of i + 1 (Sattolo variant), so a[i] can never stay in place
_MASK = (1 << 64) - 1


def seeded_shuffle(n: int, seed: int) -> list[int]:
    state = seed

    def next_value() -> int:
        nonlocal state
        state ^= (state << 13) & _MASK
        state ^= state >> 7
        state ^= (state << 17) & _MASK
        return state

    a = list(range(n))
    for i in range(n - 1, 0, -1):
        j = next_value() % i
        a[i], a[j] = a[j], a[i]
    return a
