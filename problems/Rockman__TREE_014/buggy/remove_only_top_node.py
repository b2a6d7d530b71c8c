# Bug: remove forgets the descendants, which stay present and keep their ids taken
class Hierarchy:
    """A rooted tree of integer ids; node 0 is the permanent root."""

    def __init__(self, root_weight: int) -> None:
        self.parent: dict[int, int] = {0: -1}
        self.children: dict[int, set[int]] = {0: set()}
        self.weight: dict[int, int] = {0: root_weight}
        self.sub: dict[int, int] = {0: root_weight}  # subtree totals

    def _add_to_ancestors(self, node: int, delta: int) -> None:
        while node != -1:
            self.sub[node] += delta
            node = self.parent[node]

    def _inside(self, node: int, top: int) -> bool:
        """True if node lies in the subtree of top (node == top counts)."""
        while node != -1:
            if node == top:
                return True
            node = self.parent[node]
        return False

    def add(self, parent: int, node: int, weight: int) -> bool:
        if node in self.parent or parent not in self.parent:
            return False
        self.parent[node] = parent
        self.children[node] = set()
        self.children[parent].add(node)
        self.weight[node] = weight
        self.sub[node] = 0
        self._add_to_ancestors(node, weight)
        return True

    def move(self, node: int, new_parent: int) -> bool:
        if node == 0 or node not in self.parent or new_parent not in self.parent:
            return False
        if self._inside(new_parent, node):
            return False
        old = self.parent[node]
        if old == new_parent:
            return True
        total = self.sub[node]
        self._add_to_ancestors(old, -total)
        self.children[old].discard(node)
        self.parent[node] = new_parent
        self.children[new_parent].add(node)
        self._add_to_ancestors(new_parent, total)
        return True

    def remove(self, node: int) -> int:
        if node == 0 or node not in self.parent:
            return 0
        parent = self.parent[node]
        self._add_to_ancestors(parent, -self.sub[node])
        self.children[parent].discard(node)
        stack = [node]
        removed = 0
        while stack:
            x = stack.pop()
            for table in (self.parent, self.children, self.weight, self.sub):
                del table[x]
            removed += 1
        return removed

    def total(self, node: int) -> int:
        return self.sub.get(node, -1)

    def depth(self, node: int) -> int:
        if node not in self.parent:
            return -1
        d = 0
        while self.parent[node] != -1:
            node = self.parent[node]
            d += 1
        return d

    def meet(self, u: int, v: int) -> int:
        if u not in self.parent or v not in self.parent:
            return -1
        du, dv = self.depth(u), self.depth(v)
        while du > dv:
            u, du = self.parent[u], du - 1
        while dv > du:
            v, dv = self.parent[v], dv - 1
        while u != v:
            u, v = self.parent[u], self.parent[v]
        return u
