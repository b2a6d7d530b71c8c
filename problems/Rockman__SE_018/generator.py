import heapq
import random

_WAITING, _VISIBLE, _IN_FLIGHT, _GONE = 0, 1, 2, 3


class _Sim:  # a copy of the queue, to aim delete/extend at in-flight messages
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
        return list(self._dead)

    def counts(self, now: int) -> list[int]:
        self._advance(now)
        return list(self._counts)


def _ops(rng: random.Random, count: int, timeout: int, max_receives: int, bursty: bool) -> list:
    ops = []
    now = rng.randint(0, 5)
    sent = 0
    recent: list[int] = []
    sim = _Sim(timeout, max_receives)
    for _ in range(count):
        recent = [m for m, s in sim._state.items() if s == _IN_FLIGHT and sim._due[m] > now]
        if rng.random() < (0.3 if bursty else 0.6):
            now += rng.choice([0, 1, rng.randint(1, timeout), timeout, rng.randint(0, 2 * timeout)])
        r = rng.random()
        if r < 0.25 or sent == 0:
            delay = 0 if rng.random() < 0.6 else rng.choice([1, rng.randint(1, 2 * timeout)])
            ops.append(["send", [now, delay]])
            sent += 1
        elif r < 0.55:
            ops.append(["receive", [now]])
        elif r < 0.72:
            target = rng.choice(recent) if recent and rng.random() < 0.8 else rng.randint(1, sent + 2)
            ops.append(["delete", [now, target]])
        elif r < 0.84:
            target = rng.choice(recent) if recent and rng.random() < 0.8 else rng.randint(1, sent + 2)
            seconds = rng.choice([0, 1, rng.randint(0, 2 * timeout), timeout])
            ops.append(["extend", [now, target, seconds]])
        elif r < 0.92:
            ops.append(["counts", [now]])
        else:
            ops.append(["dead_letters", [now]])
        getattr(sim, ops[-1][0])(*ops[-1][1])
    ops.append(["counts", [now + 3 * timeout]])
    ops.append(["dead_letters", [now + 3 * timeout]])
    return ops


def _exact_boundaries(rng: random.Random) -> tuple[list, list]:
    t = rng.randint(2, 20)
    ops = [["send", [0, 0]], ["send", [0, 0]], ["receive", [0]], ["receive", [1]],
           ["receive", [t]], ["counts", [t]], ["receive", [t]], ["extend", [t, 1, 0]],
           ["extend", [t, 2, 0]], ["receive", [t]], ["dead_letters", [t]], ["receive", [t + 1]],
           ["delete", [t + 1, 2]], ["send", [t + 1, t]], ["counts", [2 * t]], ["receive", [2 * t + 1]],
           ["receive", [2 * t + 1]], ["dead_letters", [5 * t]], ["counts", [5 * t]]]
    return [t, rng.randint(1, 2)], ops


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        if i % 6 == 0:
            init, ops = _exact_boundaries(rng)
        else:
            timeout = rng.choice([1, 2, 5, rng.randint(1, 30), rng.randint(1, 1000)])
            init = [timeout, rng.randint(1, 5)]
            n = rng.choice([rng.randint(5, 40), rng.randint(100, 300), rng.randint(1000, 1500)])
            ops = _ops(rng, n, timeout, init[1], rng.random() < 0.5)
        cases.append({"init": init, "ops": ops})
    return cases
