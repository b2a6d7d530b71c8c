# bug: solves the straight row, so lantern 0 and the last lantern may both be lit
def _best_on_line(values: list[int]) -> int:
    take, skip = 0, 0
    for v in values:
        take, skip = skip + v, max(take, skip)
    return max(take, skip)


def brightest_ring(lanterns: list[int]) -> int:
    return _best_on_line(lanterns)
