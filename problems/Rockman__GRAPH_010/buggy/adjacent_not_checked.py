# bug: a street joining 0 and n - 1 directly is not detected, so a finite count is returned instead of -1
from collections import deque


def min_checkpoints(n: int, streets: list[list[int]]) -> int:
    source, sink = 0, n - 1
    # node 2x is the entry of crossing x, node 2x + 1 its exit
    size = 2 * n
    head: list[list[int]] = [[] for _ in range(size)]
    to: list[int] = []
    cap: list[int] = []

    def add_arc(a: int, b: int, c: int) -> None:
        head[a].append(len(to))
        to.append(b)
        cap.append(c)
        head[b].append(len(to))
        to.append(a)
        cap.append(0)

    big = n  # more than any possible answer
    for x in range(n):
        add_arc(2 * x, 2 * x + 1, big if x in (source, sink) else 1)
    for u, v in streets:
        if u != v:
            add_arc(2 * u + 1, 2 * v, big)
            add_arc(2 * v + 1, 2 * u, big)

    start, goal = 2 * source + 1, 2 * sink
    flow = 0
    while flow < n:
        parent_arc = [-1] * size
        parent_arc[start] = -2
        queue = deque([start])
        while queue and parent_arc[goal] == -1:
            a = queue.popleft()
            for arc in head[a]:
                b = to[arc]
                if cap[arc] > 0 and parent_arc[b] == -1:
                    parent_arc[b] = arc
                    queue.append(b)
        if parent_arc[goal] == -1:
            return flow
        # every augmenting path carries exactly 1 unit (it passes an inner crossing of capacity 1)
        b = goal
        while b != start:
            arc = parent_arc[b]
            cap[arc] -= 1
            cap[arc ^ 1] += 1
            b = to[arc ^ 1]
        flow += 1
