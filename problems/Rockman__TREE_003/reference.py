import random
from typing import Optional


class _Node:
    __slots__ = ("key", "prio", "left", "right", "size")

    def __init__(self, key: int, prio: float) -> None:
        self.key = key
        self.prio = prio
        self.left: Optional[_Node] = None
        self.right: Optional[_Node] = None
        self.size = 1


def _size(node: "_Node | None") -> int:
    return node.size if node else 0


def _update(node: _Node) -> None:
    node.size = 1 + _size(node.left) + _size(node.right)


def _split(node: "_Node | None", key: int) -> tuple["_Node | None", "_Node | None"]:
    """Split into (keys < key, keys >= key)."""
    if node is None:
        return None, None
    if node.key < key:
        a, b = _split(node.right, key)
        node.right = a
        _update(node)
        return node, b
    a, b = _split(node.left, key)
    node.left = b
    _update(node)
    return a, node


def _merge(a: "_Node | None", b: "_Node | None") -> "_Node | None":
    """Merge two treaps where every key of a is smaller than every key of b."""
    if a is None:
        return b
    if b is None:
        return a
    if a.prio > b.prio:
        a.right = _merge(a.right, b)
        _update(a)
        return a
    b.left = _merge(a, b.left)
    _update(b)
    return b


class OrderedSet:
    """A treap (randomized balanced BST) with subtree sizes."""

    def __init__(self) -> None:
        self._root: Optional[_Node] = None
        self._rng = random.Random(12345)

    def add(self, x: int) -> bool:
        if self.floor(x) == x:
            return False
        a, b = _split(self._root, x)
        self._root = _merge(_merge(a, _Node(x, self._rng.random())), b)
        return True

    def discard(self, x: int) -> bool:
        if self.floor(x) != x:
            return False
        a, b = _split(self._root, x)
        _, c = _split(b, x + 1)
        self._root = _merge(a, c)
        return True

    def floor(self, x: int) -> Optional[int]:
        node, best = self._root, None
        while node:
            if node.key <= x:
                best = node.key
                node = node.right
            else:
                node = node.left
        return best

    def ceiling(self, x: int) -> Optional[int]:
        node, best = self._root, None
        while node:
            if node.key >= x:
                best = node.key
                node = node.left
            else:
                node = node.right
        return best

    def kth(self, k: int) -> Optional[int]:
        if k < 1 or k > _size(self._root):
            return None
        node = self._root
        while True:  # 1 <= k <= size: the k-th node exists
            left = _size(node.left)
            if k <= left:
                node = node.left
            elif k == left + 1:
                return node.key
            else:
                k -= left + 1
                node = node.right

    def rank(self, x: int) -> int:
        node, count = self._root, 0
        while node:
            if node.key < x:
                count += _size(node.left) + 1
                node = node.right
            else:
                node = node.left
        return count
