# bug: Kahn's algorithm with a FIFO queue (sorted only at the start) does not give the lexicographically smallest order
import re
from collections import deque

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
    queue = deque(sorted(task for task in tasks if indegree[task] == 0))
    order = []
    while queue:
        task = queue.popleft()
        order.append(task)
        for nxt in sorted(successors[task]):
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                queue.append(nxt)
    return order if len(order) == len(tasks) else []
