class FamilyTree:
    def __init__(self, parents: list[int]) -> None:
        n = len(parents)
        children: list[list[int]] = [[] for _ in range(n)]
        root = 0
        for child, parent in enumerate(parents):
            if parent == -1:
                root = child
            else:
                children[parent].append(child)
        # depths in BFS order, so every parent is handled before its children
        self._depth = [0] * n
        order = [root]
        for node in order:
            for child in children[node]:
                self._depth[child] = self._depth[node] + 1
                order.append(child)
        self._levels = max(1, max(self._depth).bit_length())
        # up[j][x] = the 2**j-th ancestor of x, or -1
        self._up = [list(parents)]
        for j in range(1, self._levels):
            prev = self._up[j - 1]
            self._up.append([-1 if prev[x] == -1 else prev[prev[x]] for x in range(n)])

    def ancestor(self, u: int, k: int) -> int:
        if k > self._depth[u]:
            return -1
        j = 0
        while k:
            if k & 1:
                u = self._up[j][u]
            k >>= 1
            j += 1
        return u

    def common_ancestor(self, u: int, v: int) -> int:
        if self._depth[u] < self._depth[v]:
            u, v = v, u
        u = self.ancestor(u, self._depth[u] - self._depth[v])
        if u == v:
            return u
        for j in range(self._levels - 1, -1, -1):
            if self._up[j][u] != self._up[j][v]:
                u = self._up[j][u]
                v = self._up[j][v]
        return self._up[0][u]

    def distance(self, u: int, v: int) -> int:
        w = self.common_ancestor(u, v)
        return self._depth[u] + self._depth[v] - 2 * self._depth[w]

    def step_toward(self, u: int, v: int, k: int) -> int:
        w = self.common_ancestor(u, v)
        up = self._depth[u] - self._depth[w]
        down = self._depth[v] - self._depth[w]
        if k > up + down:
            return -1
        if k <= up:
            return self.ancestor(u, k)
        return self.ancestor(v, up + down - k)
