def assign_jobs(durations: list[int], machines: int, conflicts: list[list[int]]) -> list[int]:
    n = len(durations)
    rivals = [set() for _ in range(n)]
    for a, b in conflicts:
        rivals[a].add(b)
        rivals[b].add(a)
    loads = [0] * machines
    members = [set() for _ in range(machines)]
    where = [None] * n
    for j in sorted(range(n), key=lambda j: (-durations[j], j)):
        best = -1
        for k in range(machines):
            if (best < 0 or loads[k] < loads[best]) and not (rivals[j] & members[k]):
                best = k
        where[j] = best
        loads[best] += durations[j]
        members[best].add(j)

    def fits(j: int, k: int, leaving: int = -1) -> bool:
        clash = rivals[j] & members[k]
        return not clash or clash == {leaving}

    # local search: every step lowers one peak load and keeps the other changed press below
    # the old peak, so the sorted list of loads decreases and the search ends
    while True:
        top = max(range(machines), key=lambda k: loads[k])
        peak = loads[top]
        move = None
        for j in members[top]:
            d = durations[j]
            for k in range(machines):
                if k == top:
                    continue
                if loads[k] + d < peak and fits(j, k):
                    gain = peak - max(loads[k] + d, peak - d)
                    if move is None or gain > move[0]:
                        move = (gain, j, -1, k)
                for i in members[k]:
                    delta = d - durations[i]
                    if delta > 0 and loads[k] + delta < peak and fits(j, k, i) \
                            and fits(i, top, j):
                        gain = peak - max(loads[k] + delta, peak - delta)
                        if move is None or gain > move[0]:
                            move = (gain, j, i, k)
        if move is None:
            break
        _, j, i, k = move
        members[top].discard(j)
        members[k].add(j)
        where[j] = k
        loads[top] -= durations[j]
        loads[k] += durations[j]
        if i >= 0:
            members[k].discard(i)
            members[top].add(i)
            where[i] = top
            loads[k] -= durations[i]
            loads[top] += durations[i]
    return where
