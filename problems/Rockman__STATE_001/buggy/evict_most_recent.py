# bug: among entries with the smallest use count it evicts the most recently used one
from collections import OrderedDict


class LFUCache:
    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._values: dict[int, int] = {}
        self._freq: dict[int, int] = {}
        # frequency -> keys with that frequency, least recently used first
        self._buckets: dict[int, OrderedDict[int, None]] = {}
        self._min_freq = 0

    def _use(self, key: int) -> None:
        f = self._freq[key]
        bucket = self._buckets[f]
        del bucket[key]
        if not bucket:
            del self._buckets[f]
            if self._min_freq == f:
                self._min_freq = f + 1
        self._freq[key] = f + 1
        self._buckets.setdefault(f + 1, OrderedDict())[key] = None

    def get(self, key: int) -> int:
        if key not in self._values:
            return -1
        self._use(key)
        return self._values[key]

    def put(self, key: int, value: int) -> int:
        if key in self._values:
            self._values[key] = value
            self._use(key)
            return -1
        evicted = -1
        if len(self._values) >= self._capacity:
            bucket = self._buckets[self._min_freq]
            evicted, _ = bucket.popitem(last=True)
            if not bucket:
                del self._buckets[self._min_freq]
            del self._values[evicted]
            del self._freq[evicted]
        self._values[key] = value
        self._freq[key] = 1
        self._buckets.setdefault(1, OrderedDict())[key] = None
        self._min_freq = 1
        return evicted

    def frequency(self, key: int) -> int:
        return self._freq.get(key, 0)

    def size(self) -> int:
        return len(self._values)
