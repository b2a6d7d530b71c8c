# bug: uses head/tail indices without a count and treats head == tail as empty, so a full buffer looks empty
class RingBuffer:
    def __init__(self, capacity: int) -> None:
        self._slots = [0] * capacity
        self._head = 0
        self._tail = 0
        self._full = False

    def _count(self) -> int:
        n = len(self._slots)
        return (self._tail - self._head) % n

    def offer(self, value: int) -> bool:
        n = len(self._slots)
        if self._count() == n - 1 and self._full:
            return False
        if self._full:
            return False
        self._slots[self._tail] = value
        self._tail = (self._tail + 1) % n
        if self._tail == self._head:
            self._full = True
        return True

    def poll(self) -> int | None:
        if self._head == self._tail:
            return None
        value = self._slots[self._head]
        self._head = (self._head + 1) % len(self._slots)
        self._full = False
        return value

    def peek_front(self) -> int | None:
        return None if self._head == self._tail else self._slots[self._head]

    def peek_back(self) -> int | None:
        if self._head == self._tail:
            return None
        return self._slots[(self._tail - 1) % len(self._slots)]

    def size(self) -> int:
        return self._count()

    def is_full(self) -> bool:
        return self._full
