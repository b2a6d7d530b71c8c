# bug: jobs are placed in input order on the least-loaded compatible machine; valid but the makespan is far from the reference's
def assign_jobs(durations: list[int], machines: int, conflicts: list[list[int]]) -> list[int]:
    n = len(durations)
    rivals = [set() for _ in range(n)]
    for a, b in conflicts:
        rivals[a].add(b)
        rivals[b].add(a)
    loads = [0] * machines
    members = [set() for _ in range(machines)]
    where = [-1] * n
    for j in range(n):
        best = -1
        for k in range(machines):
            if (best < 0 or loads[k] < loads[best]) and not (rivals[j] & members[k]):
                best = k
        where[j] = best
        loads[best] += durations[j]
        members[best].add(j)
    return where
