# bug: returns the dead letters sorted by id instead of in the order they died
import heapq

_WAITING, _VISIBLE, _IN_FLIGHT, _GONE = 0, 1, 2, 3


class WorkQueue:
    def __init__(self, visibility_timeout: int, max_receives: int) -> None:
        self._timeout = visibility_timeout
        self._max = max_receives
        self._next_id = 1
        self._state: dict[int, int] = {}
        self._due: dict[int, int] = {}  # WAITING: visible time; IN_FLIGHT: deadline
        self._receives: dict[int, int] = {}
        self._events: list[tuple[int, int]] = []  # (time, id); stale entries are skipped
        self._ready: list[tuple[int, int]] = []  # (ready time, id) of visible messages
        self._dead: list[int] = []
        self._counts = [0, 0, 0]

    def _move(self, msg: int, state: int) -> None:
        old = self._state[msg]
        if old != _GONE:
            self._counts[old] -= 1
        if state != _GONE:
            self._counts[state] += 1
        self._state[msg] = state

    def _advance(self, now: int) -> None:
        while self._events and self._events[0][0] <= now:
            time, msg = heapq.heappop(self._events)
            state = self._state[msg]
            if state not in (_WAITING, _IN_FLIGHT) or self._due[msg] != time:
                continue  # deleted, already handled, or rescheduled by extend
            if state == _IN_FLIGHT and self._receives[msg] >= self._max:
                self._move(msg, _GONE)
                self._dead.append(msg)
            else:
                self._move(msg, _VISIBLE)
                heapq.heappush(self._ready, (time, msg))

    def _schedule(self, msg: int, time: int) -> None:
        self._due[msg] = time
        heapq.heappush(self._events, (time, msg))

    def send(self, now: int, delay: int) -> int:
        self._advance(now)
        msg = self._next_id
        self._next_id += 1
        self._state[msg] = _GONE
        self._receives[msg] = 0
        self._move(msg, _WAITING)
        self._schedule(msg, now + delay)
        self._advance(now)
        return msg

    def receive(self, now: int) -> int:
        self._advance(now)
        if not self._ready:
            return -1
        _, msg = heapq.heappop(self._ready)
        self._receives[msg] += 1
        self._move(msg, _IN_FLIGHT)
        self._schedule(msg, now + self._timeout)
        return msg

    def delete(self, now: int, msg: int) -> bool:
        self._advance(now)
        if self._state.get(msg) != _IN_FLIGHT:
            return False
        self._move(msg, _GONE)
        return True

    def extend(self, now: int, msg: int, seconds: int) -> bool:
        self._advance(now)
        if self._state.get(msg) != _IN_FLIGHT:
            return False
        self._schedule(msg, now + seconds)
        return True

    def dead_letters(self, now: int) -> list[int]:
        self._advance(now)
        return sorted(self._dead)

    def counts(self, now: int) -> list[int]:
        self._advance(now)
        return list(self._counts)
