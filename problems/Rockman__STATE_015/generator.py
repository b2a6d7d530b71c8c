import heapq
from collections import deque
import random

class _Sim:
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
            if self._until.get(mid) != until:
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


def _case(rng: random.Random, n_ops: int, timeout: int, max_receives: int, step: int, delay_max: int) -> dict:
    sim = _Sim(timeout, max_receives)
    t = rng.randint(0, 20)
    ops = []
    sent = 0
    for _ in range(n_ops):
        r = rng.random()
        if r < 0.2 and sim._until:
            # jump to the end of an invisibility, or just before it
            target = rng.choice(list(sim._until.values())) - rng.choice([0, 0, 1])
            t = max(t, target)
        elif r < 0.6:
            t += rng.choice([0, 0, 1, rng.randint(0, step)])
        kind = rng.choices(["send", "receive", "delete", "extend", "visible", "in_flight", "pop_dead"],
                           [22, 30, 16, 10, 7, 7, 8])[0]
        in_flight = [m for m in sim._until if sim._receives[m] > 0]
        if kind == "send":
            delay = 0 if rng.random() < 0.6 else rng.randint(1, delay_max)
            args = [t, delay]
            sent += 1
        elif kind in ("delete", "extend"):
            if in_flight and rng.random() < 0.7:
                mid = rng.choice(in_flight)
            else:
                mid = rng.randint(1, sent + 2)
            args = [mid, t] if kind == "delete" else [mid, t, rng.randint(1, 2 * timeout)]
        else:
            args = [t]
        getattr(sim, kind)(*args)
        ops.append([kind, args])
    return {"init": [timeout, max_receives], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 4
        if kind == 0:
            cases.append(_case(rng, rng.randint(15, 60), rng.randint(1, 4), 1, 2, 3))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(40, 200), rng.randint(2, 8), rng.randint(1, 3), 4, 6))
        elif kind == 2:
            cases.append(_case(rng, rng.randint(200, 800), rng.randint(1, 30), rng.randint(1, 5), 10, 40))
        else:
            timeout = rng.randint(1, 10**6)
            cases.append(_case(rng, rng.randint(1000, 3000), timeout, rng.randint(1, 10),
                               max(1, timeout // rng.choice([1, 3, 10])), 10**6))
    return cases
