# bug: get does not refresh recency, so the cache evicts in insertion (FIFO) order
class LRUCache:
    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._entries: dict[int, int] = {}

    def get(self, key: int) -> int:
        return self._entries.get(key, -1)

    def put(self, key: int, value: int) -> None:
        if key in self._entries:
            del self._entries[key]
        elif len(self._entries) >= self._capacity:
            oldest = next(iter(self._entries))
            del self._entries[oldest]
        self._entries[key] = value

    def size(self) -> int:
        return len(self._entries)
