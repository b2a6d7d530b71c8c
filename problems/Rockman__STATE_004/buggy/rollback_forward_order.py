# bug: rollback replays the undo log oldest-first, so a key written twice is restored to an intermediate value
class TxStore:
    def __init__(self) -> None:
        self._data: dict[str, int] = {}
        self._counts: dict[int, int] = {}
        # one undo log per open transaction: (key, previous value or None), oldest first
        self._logs: list[list[tuple[str, int | None]]] = []

    def _write(self, key: str, value: int | None) -> None:
        old = self._data.get(key)
        if old == value:
            return
        if self._logs:
            self._logs[-1].append((key, old))
        if old is not None:
            self._counts[old] -= 1
        if value is None:
            del self._data[key]
        else:
            self._data[key] = value
            self._counts[value] = self._counts.get(value, 0) + 1

    def set(self, key: str, value: int) -> None:
        self._write(key, value)

    def get(self, key: str) -> int:
        return self._data.get(key, -1)

    def delete(self, key: str) -> bool:
        if key not in self._data:
            return False
        self._write(key, None)
        return True

    def count(self, value: int) -> int:
        return self._counts.get(value, 0)

    def begin(self) -> int:
        self._logs.append([])
        return len(self._logs)

    def commit(self) -> int:
        if not self._logs:
            return -1
        log = self._logs.pop()
        if self._logs:
            self._logs[-1].extend(log)
        return len(self._logs)

    def rollback(self) -> int:
        if not self._logs:
            return -1
        log = self._logs.pop()
        saved, self._logs = self._logs, []
        for key, old in log:
            self._write(key, old)
        self._logs = saved
        return len(self._logs)
