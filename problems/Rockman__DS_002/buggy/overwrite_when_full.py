# bug: offering to a full buffer overwrites the oldest element instead of rejecting the value
class RingBuffer:
    def __init__(self, capacity: int) -> None:
        self._slots = [0] * capacity
        self._head = 0
        self._count = 0

    def offer(self, value: int) -> bool:
        n = len(self._slots)
        self._slots[(self._head + self._count) % n] = value
        if self._count == n:
            self._head = (self._head + 1) % n
            return False
        self._count += 1
        return True

    def poll(self) -> int | None:
        if self._count == 0:
            return None
        value = self._slots[self._head]
        self._head = (self._head + 1) % len(self._slots)
        self._count -= 1
        return value

    def peek_front(self) -> int | None:
        return self._slots[self._head] if self._count else None

    def peek_back(self) -> int | None:
        if self._count == 0:
            return None
        return self._slots[(self._head + self._count - 1) % len(self._slots)]

    def size(self) -> int:
        return self._count

    def is_full(self) -> bool:
        return self._count == len(self._slots)
