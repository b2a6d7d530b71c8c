# bug: pop on an empty stack raises IndexError instead of returning none
from typing import Optional


class MinMaxStack:
    def __init__(self) -> None:
        self._items: list[tuple[int, int, int]] = []

    def push(self, value: int) -> None:
        if self._items:
            _, low, high = self._items[-1]
            self._items.append((value, min(low, value), max(high, value)))
        else:
            self._items.append((value, value, value))

    def pop(self) -> Optional[int]:
        return self._items.pop()[0]

    def top(self) -> Optional[int]:
        return self._items[-1][0] if self._items else None

    def get_min(self) -> Optional[int]:
        return self._items[-1][1] if self._items else None

    def get_max(self) -> Optional[int]:
        return self._items[-1][2] if self._items else None

    def size(self) -> int:
        return len(self._items)
