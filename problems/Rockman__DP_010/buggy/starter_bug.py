# bug: (the bug shipped in the starter code) a single lantern is dropped by both slices, so one lantern gives 0 instead of its brightness
def _best_on_line(values: list[int]) -> int:
    """Largest total of non-neighbouring values in a straight row."""
    take, skip = 0, 0
    for v in values:
        take, skip = skip + v, max(take, skip)
    return max(take, skip)


def brightest_ring(lanterns: list[int]) -> int:
    n = len(lanterns)
    if n == 0:
        return 0
    # lantern 0 and lantern n - 1 are neighbours: drop one of them
    return max(_best_on_line(lanterns[1:]), _best_on_line(lanterns[:-1]))
