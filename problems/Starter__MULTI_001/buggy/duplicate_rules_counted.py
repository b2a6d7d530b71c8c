# bug: successors are a set but in-degrees are counted once per occurrence, so a repeated rule looks like a cycle
import heapq
import re

_NAME = re.compile(r"[A-Za-z0-9_]+")


def build_order(lines: list[str]) -> list[str]:
    successors = {}
    indegree = {}
    for raw in lines:
        line = raw.strip(" \t")
        if not line:
            continue
        parts = [part.strip(" \t") for part in line.split("->")]
        if not all(_NAME.fullmatch(part) for part in parts):
            continue
        for part in parts:
            successors.setdefault(part, set())
            indegree.setdefault(part, 0)
        for before, after in zip(parts, parts[1:]):
            successors[before].add(after)
            indegree[after] += 1
    ready = [task for task, d in indegree.items() if d == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        task = heapq.heappop(ready)
        order.append(task)
        for nxt in successors[task]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                heapq.heappush(ready, nxt)
    return order if len(order) == len(indegree) else []
