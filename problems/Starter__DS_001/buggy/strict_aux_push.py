# bug: the auxiliary min/max stacks only take strictly new extremes, so a duplicated extreme is lost after one pop
from typing import Optional


class MinMaxStack:
    def __init__(self) -> None:
        self._items: list[int] = []
        self._mins: list[int] = []
        self._maxs: list[int] = []

    def push(self, value: int) -> None:
        self._items.append(value)
        if not self._mins or value < self._mins[-1]:
            self._mins.append(value)
        if not self._maxs or value > self._maxs[-1]:
            self._maxs.append(value)

    def pop(self) -> Optional[int]:
        if not self._items:
            return None
        value = self._items.pop()
        if value == self._mins[-1]:
            self._mins.pop()
        if value == self._maxs[-1]:
            self._maxs.pop()
        return value

    def top(self) -> Optional[int]:
        return self._items[-1] if self._items else None

    def get_min(self) -> Optional[int]:
        return self._mins[-1] if self._mins else None

    def get_max(self) -> Optional[int]:
        return self._maxs[-1] if self._maxs else None

    def size(self) -> int:
        return len(self._items)
