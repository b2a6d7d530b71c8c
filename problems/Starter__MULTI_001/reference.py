import heapq
import re

_NAME = re.compile(r"[A-Za-z0-9_]+")
_BLANKS = " \t"


def _parse(lines: list[str]) -> tuple[set[str], set[tuple[str, str]]]:
    tasks: set[str] = set()
    rules: set[tuple[str, str]] = set()
    for raw in lines:
        line = raw.strip(_BLANKS)
        if not line:
            continue
        parts = [part.strip(_BLANKS) for part in line.split("->")]
        if not all(_NAME.fullmatch(part) for part in parts):
            continue
        tasks.update(parts)
        rules.update(zip(parts, parts[1:]))
    return tasks, rules


def build_order(lines: list[str]) -> list[str]:
    tasks, rules = _parse(lines)
    successors: dict[str, list[str]] = {task: [] for task in tasks}
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
    return order if len(order) == len(tasks) else []
