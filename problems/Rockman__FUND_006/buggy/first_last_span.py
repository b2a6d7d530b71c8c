# bug: only windows touching the start or the end of the street are considered (shortest prefix or suffix)
def shortest_full_tour(stalls: list[int]) -> int:
    if not stalls:
        return 0
    kinds = set(stalls)
    # shortest prefix containing every kind
    seen = set()
    prefix = len(stalls)
    for i, kind in enumerate(stalls):
        seen.add(kind)
        if len(seen) == len(kinds):
            prefix = i + 1
            break
    # shortest suffix containing every kind
    seen = set()
    suffix = len(stalls)
    for i in range(len(stalls) - 1, -1, -1):
        seen.add(stalls[i])
        if len(seen) == len(kinds):
            suffix = len(stalls) - i
            break
    return min(prefix, suffix)
