# bug: the conflict lists are built in one direction only (a -> b), so a job placed after its rival listed second can share its machine
def assign_jobs(durations: list[int], machines: int, conflicts: list[list[int]]) -> list[int]:
    n = len(durations)
    rivals = [set() for _ in range(n)]
    for a, b in conflicts:
        rivals[a].add(b)
    loads = [0] * machines
    members = [set() for _ in range(machines)]
    where = [-1] * n
    for j in sorted(range(n), key=lambda j: (-durations[j], j)):
        best = -1
        for k in range(machines):
            if (best < 0 or loads[k] < loads[best]) and not (rivals[j] & members[k]):
                best = k
        where[j] = best
        loads[best] += durations[j]
        members[best].add(j)
    return where
