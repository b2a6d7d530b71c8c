# bug: min and max are kept in two plain fields that are never restored when the extreme is popped
from typing import Optional


class MinMaxStack:
    def __init__(self) -> None:
        self._items: list[int] = []
        self._min: Optional[int] = None
        self._max: Optional[int] = None

    def push(self, value: int) -> None:
        self._items.append(value)
        if self._min is None or value < self._min:
            self._min = value
        if self._max is None or value > self._max:
            self._max = value

    def pop(self) -> Optional[int]:
        if not self._items:
            return None
        value = self._items.pop()
        if not self._items:
            self._min = None
            self._max = None
        return value

    def top(self) -> Optional[int]:
        return self._items[-1] if self._items else None

    def get_min(self) -> Optional[int]:
        return self._min

    def get_max(self) -> Optional[int]:
        return self._max

    def size(self) -> int:
        return len(self._items)
