# bug: state bug: after extend the old hidden-until timer is not ignored, so the message reappears at its earlier time
import heapq
from collections import deque


class MessageQueue:
    def __init__(self, visibility_timeout: int, max_receives: int) -> None:
        self._timeout = visibility_timeout
        self._max = max_receives
        self._next_id = 1
        self._receives: dict[int, int] = {}  # id -> receive count, for messages not deleted or dead
        self._until: dict[int, int] = {}  # id -> end of invisibility, for delayed and in-flight messages
        self._timers: list[tuple[int, int]] = []  # (until, id); stale when _until disagrees
        self._visible: list[int] = []  # heap of visible ids
        self._in_flight = 0
        self._dead: deque[int] = deque()

    def _advance(self, t: int) -> None:
        while self._timers and self._timers[0][0] <= t:
            until, mid = heapq.heappop(self._timers)
            if mid not in self._until:
                continue
            del self._until[mid]
            count = self._receives[mid]
            if count > 0:
                self._in_flight -= 1
            if count >= self._max:
                del self._receives[mid]
                self._dead.append(mid)
            else:
                heapq.heappush(self._visible, mid)

    def _hide(self, mid: int, until: int) -> None:
        self._until[mid] = until
        heapq.heappush(self._timers, (until, mid))

    def send(self, t: int, delay: int) -> int:
        self._advance(t)
        mid = self._next_id
        self._next_id += 1
        self._receives[mid] = 0
        if delay == 0:
            heapq.heappush(self._visible, mid)
        else:
            self._hide(mid, t + delay)
        return mid

    def receive(self, t: int) -> int:
        self._advance(t)
        if not self._visible:
            return -1
        mid = heapq.heappop(self._visible)
        self._receives[mid] += 1
        self._in_flight += 1
        self._hide(mid, t + self._timeout)
        return mid

    def _is_in_flight(self, mid: int) -> bool:
        return mid in self._until and self._receives[mid] > 0

    def delete(self, message_id: int, t: int) -> bool:
        self._advance(t)
        if not self._is_in_flight(message_id):
            return False
        del self._until[message_id]
        del self._receives[message_id]
        self._in_flight -= 1
        return True

    def extend(self, message_id: int, t: int, seconds: int) -> bool:
        self._advance(t)
        if not self._is_in_flight(message_id):
            return False
        self._hide(message_id, t + seconds)
        return True

    def visible(self, t: int) -> int:
        self._advance(t)
        return len(self._visible)

    def in_flight(self, t: int) -> int:
        self._advance(t)
        return self._in_flight

    def pop_dead(self, t: int) -> int:
        self._advance(t)
        return self._dead.popleft() if self._dead else -1
