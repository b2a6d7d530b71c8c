# bug: a put on a full cache evicts before checking whether the key is already present
from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._entries: OrderedDict[int, int] = OrderedDict()

    def get(self, key: int) -> int:
        if key not in self._entries:
            return -1
        self._entries.move_to_end(key)
        return self._entries[key]

    def put(self, key: int, value: int) -> None:
        if len(self._entries) >= self._capacity:
            self._entries.popitem(last=False)
        self._entries[key] = value
        self._entries.move_to_end(key)

    def size(self) -> int:
        return len(self._entries)
