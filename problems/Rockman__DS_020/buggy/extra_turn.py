# off-by-one: a job is only counted finished when a turn finds it already at 0 pages, so a job that empties on its turn waits one more lap of the queue
from collections import deque


def finish_order(pages: list[int], batch: int) -> list[int]:
    queue = deque((job, count) for job, count in enumerate(pages))
    done = []
    while queue:
        job, left = queue.popleft()
        if left == 0:
            done.append(job)
            continue
        left -= min(batch, left)
        queue.append((job, left))
    return done
