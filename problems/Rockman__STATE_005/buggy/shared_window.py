# bug: all clients share one window instead of being limited independently
from collections import deque


class RateLimiter:
    def __init__(self, limit: int, window: int) -> None:
        self._limit = limit
        self._window = window
        self._accepted: dict[str, deque[int]] = {}

    def _recent(self, client: str, t: int) -> deque[int]:
        times = self._accepted.setdefault("*", deque())
        while times and times[0] <= t - self._window:
            times.popleft()
        return times

    def allow(self, client: str, t: int) -> bool:
        times = self._recent(client, t)
        if len(times) >= self._limit:
            return False
        times.append(t)
        return True

    def remaining(self, client: str, t: int) -> int:
        return self._limit - len(self._recent(client, t))
