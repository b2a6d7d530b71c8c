# bug: when the rules contain a cycle, returns the tasks placed before getting stuck instead of an empty list
import heapq
import re

_NAME = re.compile(r"[A-Za-z0-9_]+")


def build_order(lines: list[str]) -> list[str]:
    tasks = set()
    rules = set()
    for raw in lines:
        line = raw.strip(" \t")
        if not line:
            continue
        parts = [part.strip(" \t") for part in line.split("->")]
        if not all(_NAME.fullmatch(part) for part in parts):
            continue
        tasks.update(parts)
        rules.update(zip(parts, parts[1:]))
    successors = {task: [] for task in tasks}
    indegree = {task: 0 for task in tasks}
    for before, after in rules:
        successors[before].append(after)
        indegree[after] += 1
    ready = [task for task in tasks if indegree[task] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        task = heapq.heappop(ready)
        order.append(task)
        for nxt in successors[task]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                heapq.heappush(ready, nxt)
    return order
