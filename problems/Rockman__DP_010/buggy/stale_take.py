# bug: the recurrence updates take before skip reads it, so skip uses the new take value
def _best_on_line(values: list[int]) -> int:
    take, skip = 0, 0
    for v in values:
        take = skip + v
        skip = max(take, skip)
    return max(take, skip)


def brightest_ring(lanterns: list[int]) -> int:
    n = len(lanterns)
    if n == 0:
        return 0
    if n == 1:
        return lanterns[0]
    return max(_best_on_line(lanterns[1:]), _best_on_line(lanterns[:-1]))
