# bug: correct but walks one parent at a time, O(depth) per query: too slow on a path of 20000 nodes
class FamilyTree:
    def __init__(self, parents: list[int]) -> None:
        self._parents = parents
        n = len(parents)
        self._depth = [-1] * n
        for start in range(n):
            path = []
            x = start
            while x != -1 and self._depth[x] == -1:
                path.append(x)
                x = parents[x]
            d = -1 if x == -1 else self._depth[x]
            for node in reversed(path):
                d += 1
                self._depth[node] = d

    def ancestor(self, u: int, k: int) -> int:
        if k > self._depth[u]:
            return -1
        for _ in range(k):
            u = self._parents[u]
        return u

    def common_ancestor(self, u: int, v: int) -> int:
        while self._depth[u] > self._depth[v]:
            u = self._parents[u]
        while self._depth[v] > self._depth[u]:
            v = self._parents[v]
        while u != v:
            u, v = self._parents[u], self._parents[v]
        return u

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
