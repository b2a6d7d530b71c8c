# bug: a version stamped exactly at the snapshot is treated as a conflict
from bisect import bisect_right


class SnapshotStore:
    def __init__(self) -> None:
        self._clock = 0  # commit timestamp of the latest successful commit
        self._next_txn = 1
        # key -> (commit timestamps ascending, values; None marks a deletion)
        self._versions: dict[str, tuple[list[int], list[int | None]]] = {}
        self._active: dict[int, tuple[int, dict[str, int | None]]] = {}  # txn -> (start, writes)

    def begin(self) -> int:
        txn = self._next_txn
        self._next_txn += 1
        self._active[txn] = (self._clock, {})
        return txn

    def _committed(self, key: str, at: int) -> int:
        versions = self._versions.get(key)
        if versions is None:
            return -1
        stamps, values = versions
        i = bisect_right(stamps, at)
        if i == 0 or values[i - 1] is None:
            return -1
        return values[i - 1]

    def read(self, txn: int, key: str) -> int:
        state = self._active.get(txn)
        if state is None:
            return -2
        start, writes = state
        if key in writes:
            value = writes[key]
            return -1 if value is None else value
        return self._committed(key, start)

    def write(self, txn: int, key: str, value: int) -> bool:
        state = self._active.get(txn)
        if state is None:
            return False
        state[1][key] = value
        return True

    def delete(self, txn: int, key: str) -> bool:
        state = self._active.get(txn)
        if state is None:
            return False
        state[1][key] = None
        return True

    def commit(self, txn: int) -> int:
        state = self._active.pop(txn, None)
        if state is None:
            return -2
        start, writes = state
        for key in writes:
            versions = self._versions.get(key)
            if versions is not None and versions[0][-1] >= start:
                return -1
        self._clock += 1
        for key, value in writes.items():
            stamps, values = self._versions.setdefault(key, ([], []))
            stamps.append(self._clock)
            values.append(value)
        return self._clock

    def abort(self, txn: int) -> bool:
        return self._active.pop(txn, None) is not None

    def latest(self, key: str) -> int:
        return self._committed(key, self._clock)
