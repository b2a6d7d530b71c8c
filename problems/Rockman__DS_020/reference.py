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
            queue.append((job, left))
    return done
