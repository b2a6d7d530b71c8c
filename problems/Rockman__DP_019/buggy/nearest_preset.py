# Too weak: picks presets by clustering the temperatures, then sets each slot to its nearest preset, ignoring the switch cost.
def plan_presets(desired: list[int], max_presets: int, switch_cost: int) -> list[int]:
    if not desired:
        return []
    values = sorted(desired)
    n = len(values)
    m = min(max_presets, len(set(values)))
    centers = sorted({values[(2 * i + 1) * n // (2 * m)] for i in range(m)})
    for _ in range(50):
        groups = {c: [] for c in centers}
        for v in values:
            groups[min(centers, key=lambda c: (abs(c - v), c))].append(v)
        new = sorted({(2 * sum(g) + len(g)) // (2 * len(g)) for g in groups.values() if g})
        if new == centers:
            break
        centers = new
    return [min(centers, key=lambda c: (abs(c - y), c)) for y in desired]
