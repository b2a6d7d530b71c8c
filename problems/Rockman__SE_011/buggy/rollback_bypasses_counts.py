# bug: rollback writes the dictionary directly and leaves the value counts as they were
from typing import Optional


class TxStore:
    def __init__(self) -> None:
        self._data: dict[str, int] = {}
        self._counts: dict[int, int] = {}
        # one undo log per open transaction: (key, value before the change or None)
        self._log: list[list[tuple[str, Optional[int]]]] = []

    def _write(self, key: str, value: Optional[int]) -> None:
        old = self._data.get(key)
        if old is not None:
            self._counts[old] -= 1
        if value is None:
            self._data.pop(key, None)
        else:
            self._data[key] = value
            self._counts[value] = self._counts.get(value, 0) + 1

    def _record(self, key: str) -> None:
        if self._log:
            self._log[-1].append((key, self._data.get(key)))

    def get(self, key: str) -> Optional[int]:
        return self._data.get(key)

    def set(self, key: str, value: int) -> None:
        self._record(key)
        self._write(key, value)

    def erase(self, key: str) -> bool:
        if key not in self._data:
            return False
        self._record(key)
        self._write(key, None)
        return True

    def count(self, value: int) -> int:
        return self._counts.get(value, 0)

    def begin(self) -> None:
        self._log.append([])

    def rollback(self) -> bool:
        if not self._log:
            return False
        for key, old in reversed(self._log.pop()):
            if old is None:
                self._data.pop(key, None)
            else:
                self._data[key] = old
        return True

    def commit(self) -> bool:
        if not self._log:
            return False
        changes = self._log.pop()
        if self._log:
            self._log[-1].extend(changes)
        return True
