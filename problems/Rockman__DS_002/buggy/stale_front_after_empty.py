# bug: peek_front checks the slot value instead of the element count, so an emptied buffer still shows its old front
class RingBuffer:
    def __init__(self, capacity: int) -> None:
        self._slots: list[int | None] = [None] * capacity
        self._head = 0
        self._count = 0

    def offer(self, value: int) -> bool:
        if self._count == len(self._slots):
            return False
        self._slots[(self._head + self._count) % len(self._slots)] = value
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
        return self._slots[self._head]

    def peek_back(self) -> int | None:
        if self._count == 0:
            return None
        return self._slots[(self._head + self._count - 1) % len(self._slots)]

    def size(self) -> int:
        return self._count

    def is_full(self) -> bool:
        return self._count == len(self._slots)
