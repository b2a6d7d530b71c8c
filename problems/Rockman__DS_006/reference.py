class OffsetLedger:
    def __init__(self, n: int) -> None:
        self._parent = list(range(n))
        self._offset = [0] * n  # balance[i] - balance[parent[i]]
        self._size = [1] * n
        self._groups = n

    def _find(self, x: int) -> tuple[int, int]:
        """Return (root, balance[x] - balance[root]) and compress the path."""
        path = []
        while self._parent[x] != x:
            path.append(x)
            x = self._parent[x]
        root = x
        # walk back from the node nearest the root, accumulating offsets to the root
        for node in reversed(path):
            parent = self._parent[node]
            if parent != root:
                self._offset[node] += self._offset[parent]
            self._parent[node] = root
        return root, (self._offset[path[0]] if path else 0)

    def record(self, a: int, b: int, diff: int) -> bool:
        ra, da = self._find(a)
        rb, db = self._find(b)
        if ra == rb:
            return db - da == diff
        # balance[rb] - balance[ra] = (balance[b] - db) - (balance[a] - da) = diff - db + da
        shift = diff - db + da
        if self._size[ra] < self._size[rb]:
            ra, rb, shift = rb, ra, -shift
        self._parent[rb] = ra
        self._offset[rb] = shift
        self._size[ra] += self._size[rb]
        self._groups -= 1
        return True

    def difference(self, a: int, b: int) -> int | None:
        ra, da = self._find(a)
        rb, db = self._find(b)
        if ra != rb:
            return None
        return db - da

    def groups(self) -> int:
        return self._groups
