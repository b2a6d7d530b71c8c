# bug: an unfinished job is pushed back on the front of the queue (used as a stack), so each job prints to the end before the next one starts
from collections import deque


def finish_order(pages: list[int], batch: int) -> list[int]:
    queue = deque((job, count) for job, count in enumerate(pages))
    done = []
    while queue:
        job, left = queue.popleft()
        left -= min(batch, left)
        if left == 0:
            done.append(job)
        else:
            queue.appendleft((job, left))
    return done
