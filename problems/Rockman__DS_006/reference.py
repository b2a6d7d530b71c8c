from typing import Optional


class OffsetLedger:
    def __init__(self, n: int) -> None:
        # a root stores -(size of its group) here, any other account stores its parent
        self._parent = [-1] * n
        self._offset = [0] * n  # balance[i] - balance[parent[i]]; always 0 at a root
        self._groups = n

    def _find(self, x: int) -> tuple[int, int]:
        """Return (root, balance[x] - balance[root]) and compress the path."""
        start = x
        path = []
        while self._parent[x] >= 0:
            path.append(x)
            x = self._parent[x]
        root = x
        # walk back from the node nearest the root, accumulating offsets to the root
        # (the root's own offset is 0, so the node nearest the root keeps its offset)
        for node in reversed(path):
            self._offset[node] += self._offset[self._parent[node]]
            self._parent[node] = root
        return root, self._offset[start]

    def record(self, a: int, b: int, diff: int) -> bool:
        ra, da = self._find(a)
        rb, db = self._find(b)
        if ra == rb:
            return db - da == diff
        # balance[rb] - balance[ra] = (balance[b] - db) - (balance[a] - da) = diff - db + da
        shift = diff - db + da
        if self._parent[ra] > self._parent[rb]:  # ra's group is the smaller one
            ra, rb, shift = rb, ra, -shift
        self._parent[ra] += self._parent[rb]
        self._parent[rb] = ra
        self._offset[rb] = shift
        self._groups -= 1
        return True

    def difference(self, a: int, b: int) -> Optional[int]:
        ra, da = self._find(a)
        rb, db = self._find(b)
        if ra != rb:
            return None
        return db - da

    def groups(self) -> int:
        return self._groups
