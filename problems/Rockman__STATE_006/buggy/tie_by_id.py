# bug: equal priorities are broken by the smaller task id instead of the earlier submission
import heapq


class TaskScheduler:
    def __init__(self) -> None:
        self._pending: dict[int, tuple[int, int]] = {}  # task id -> (priority, submission number)
        self._heap: list[tuple[int, int, int]] = []  # (-priority, submission number, task id)
        self._counter = 0

    def _clean(self) -> None:
        heap = self._heap
        while heap:
            neg, seq, task = heap[0]
            if task in self._pending and self._pending[task][0] == -neg:
                return
            heapq.heappop(heap)

    def submit(self, task_id: int, priority: int) -> bool:
        if task_id in self._pending:
            return False
        self._counter += 1
        self._pending[task_id] = (priority, self._counter)
        heapq.heappush(self._heap, (-priority, task_id, task_id))
        return True

    def cancel(self, task_id: int) -> bool:
        return self._pending.pop(task_id, None) is not None

    def reprioritize(self, task_id: int, priority: int) -> bool:
        if task_id not in self._pending:
            return False
        seq = self._pending[task_id][1]
        self._pending[task_id] = (priority, seq)
        heapq.heappush(self._heap, (-priority, task_id, task_id))
        return True

    def peek(self) -> int:
        self._clean()
        return self._heap[0][2] if self._heap else -1

    def run_next(self) -> int:
        self._clean()
        if not self._heap:
            return -1
        _, _, task = heapq.heappop(self._heap)
        del self._pending[task]
        return task

    def pending(self) -> int:
        return len(self._pending)
