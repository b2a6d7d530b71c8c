# bug: the jobs are sorted shortest first (the sort is missing its descending order), so the long jobs arrive last and unbalance the machines
def assign_jobs(durations: list[int], machines: int, conflicts: list[list[int]]) -> list[int]:
    n = len(durations)
    rivals = [set() for _ in range(n)]
    for a, b in conflicts:
        rivals[a].add(b)
        rivals[b].add(a)
    loads = [0] * machines
    members = [set() for _ in range(machines)]
    where = [-1] * n
    for j in sorted(range(n), key=lambda j: durations[j]):
        best = -1
        for k in range(machines):
            if (best < 0 or loads[k] < loads[best]) and not (rivals[j] & members[k]):
                best = k
        where[j] = best
        loads[best] += durations[j]
        members[best].add(j)
    return where
