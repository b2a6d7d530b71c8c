# bug: the job is marked seen only after the recursive call returns, so two workers keep handing the same job back and forth
def max_assignments(workers: int, jobs: int, skills: list[list[int]]) -> int:
    can_do: list[list[int]] = [[] for _ in range(workers)]
    for worker, job in skills:
        can_do[worker].append(job)
    holder = [-1] * jobs  # holder[job] = worker currently assigned to job, or -1

    def try_assign(worker: int, seen: list[bool]) -> bool:
        for job in can_do[worker]:
            if seen[job]:
                continue
            if holder[job] == -1 or try_assign(holder[job], seen):
                seen[job] = True
                holder[job] = worker
                return True
        return False

    assigned = 0
    for worker in range(workers):
        seen = [False] * jobs
        if try_assign(worker, seen):
            assigned += 1
    return assigned
