# bug: a course listed as its own prerequisite is skipped as harmless instead of making the plan impossible
def min_semesters(n: int, prerequisites: list[list[int]]) -> int:
    successors: list[set[int]] = [set() for _ in range(n)]
    for before, after in prerequisites:
        if before != after:
            successors[before].add(after)
    indegree = [0] * n
    for before in range(n):
        for after in successors[before]:
            indegree[after] += 1

    current = [course for course in range(n) if indegree[course] == 0]
    semesters = 0
    taken = 0
    while current:
        semesters += 1
        taken += len(current)
        following = []
        for course in current:
            for after in successors[course]:
                indegree[after] -= 1
                if indegree[after] == 0:
                    following.append(after)
        current = following
    return semesters if taken == n else -1
