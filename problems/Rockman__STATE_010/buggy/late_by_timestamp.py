# bug: an event is called late when its timestamp is below the watermark, even if its window is still open
import heapq


class EventWindows:
    def __init__(self, size: int) -> None:
        self._size = size
        self._watermark = 0
        self._seen: set[int] = set()
        self._windows: dict[int, list[int]] = {}  # start -> [count, sum, max]
        self._starts: list[int] = []  # heap of open window starts
        self._open_total = 0

    def ingest(self, event_id: int, ts: int, value: int) -> int:
        if event_id in self._seen:
            return 1
        start = ts - ts % self._size
        if ts < self._watermark:
            return 2
        self._seen.add(event_id)
        window = self._windows.get(start)
        if window is None:
            self._windows[start] = [1, value, value]
            heapq.heappush(self._starts, start)
        else:
            window[0] += 1
            window[1] += value
            window[2] = max(window[2], value)
        self._open_total += value
        return 0

    def advance(self, watermark: int) -> list[list[int]]:
        if watermark <= self._watermark:
            return []
        self._watermark = watermark
        closed = []
        while self._starts and self._starts[0] + self._size <= watermark:
            start = heapq.heappop(self._starts)
            count, total, best = self._windows.pop(start)
            self._open_total -= total
            closed.append([start, count, total, best])
        return closed

    def open_total(self) -> int:
        return self._open_total
