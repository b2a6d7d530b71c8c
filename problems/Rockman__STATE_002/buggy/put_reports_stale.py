# bug: put reports true when an expired entry of the key is still stored, because it checks before purging
import heapq


class TTLCache:
    def __init__(self) -> None:
        self._entries: dict[int, tuple[int, int]] = {}  # key -> (value, expiry)
        self._heap: list[tuple[int, int]] = []  # (expiry, key), possibly stale

    def _purge(self, now: int) -> None:
        heap = self._heap
        while heap and heap[0][0] <= now:
            expiry, key = heapq.heappop(heap)
            entry = self._entries.get(key)
            if entry is not None and entry[1] == expiry:
                del self._entries[key]

    def put(self, key: int, value: int, ttl: int, now: int) -> bool:
        alive = key in self._entries
        self._purge(now)
        self._entries[key] = (value, now + ttl)
        heapq.heappush(self._heap, (now + ttl, key))
        return alive

    def get(self, key: int, now: int) -> int:
        self._purge(now)
        entry = self._entries.get(key)
        return -1 if entry is None else entry[0]

    def touch(self, key: int, ttl: int, now: int) -> bool:
        self._purge(now)
        entry = self._entries.get(key)
        if entry is None:
            return False
        self._entries[key] = (entry[0], now + ttl)
        heapq.heappush(self._heap, (now + ttl, key))
        return True

    def remove(self, key: int, now: int) -> bool:
        self._purge(now)
        return self._entries.pop(key, None) is not None

    def alive_count(self, now: int) -> int:
        self._purge(now)
        return len(self._entries)
