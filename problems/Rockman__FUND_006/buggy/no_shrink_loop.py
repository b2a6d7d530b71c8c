# bug: the left edge moves at most one step per new stall (if instead of while), so windows are not shrunk fully
def shortest_full_tour(stalls: list[int]) -> int:
    if not stalls:
        return 0
    kinds = len(set(stalls))
    counts: dict[int, int] = {}
    covered = 0
    best = len(stalls)
    left = 0
    for right, kind in enumerate(stalls):
        counts[kind] = counts.get(kind, 0) + 1
        if counts[kind] == 1:
            covered += 1
        if covered == kinds:
            best = min(best, right - left + 1)
            gone = stalls[left]
            counts[gone] -= 1
            if counts[gone] == 0:
                covered -= 1
            left += 1
    return best
