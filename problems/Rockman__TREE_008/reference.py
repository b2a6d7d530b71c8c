from typing import Optional


class _Node:
    __slots__ = ("key", "left", "right", "height")

    def __init__(self, key: int) -> None:
        self.key = key
        self.left: Optional[_Node] = None
        self.right: Optional[_Node] = None
        self.height = 1


def _h(node: Optional[_Node]) -> int:
    return node.height if node else 0


def _fix(node: _Node) -> None:
    node.height = 1 + max(_h(node.left), _h(node.right))


def _balance(node: _Node) -> int:
    return _h(node.left) - _h(node.right)


def _rotate_right(z: _Node) -> _Node:
    y = z.left
    z.left = y.right
    y.right = z
    _fix(z)
    _fix(y)
    return y


def _rotate_left(z: _Node) -> _Node:
    y = z.right
    z.right = y.left
    y.left = z
    _fix(z)
    _fix(y)
    return y


def _insert(node: Optional[_Node], key: int) -> tuple[_Node, bool]:
    """The subtree with key inserted and rebalanced, and whether key was new."""
    if node is None:
        return _Node(key), True
    if key < node.key:
        node.left, added = _insert(node.left, key)
    elif key > node.key:
        node.right, added = _insert(node.right, key)
    else:
        return node, False
    _fix(node)
    balance = _balance(node)
    if balance > 1:
        # after an insertion the taller child leans by exactly one towards the new key
        if _balance(node.left) == -1:  # left-right
            node.left = _rotate_left(node.left)
        return _rotate_right(node), added
    if balance < -1:
        if _balance(node.right) == 1:  # right-left
            node.right = _rotate_right(node.right)
        return _rotate_left(node), added
    return node, added


class AVLTree:
    def __init__(self) -> None:
        self._root: Optional[_Node] = None

    def contains(self, key: int) -> bool:
        node = self._root
        while node:
            if key < node.key:
                node = node.left
            elif key > node.key:
                node = node.right
            else:
                return True
        return False

    def insert(self, key: int) -> bool:
        self._root, added = _insert(self._root, key)
        return added

    def height(self) -> int:
        return _h(self._root)

    def root(self) -> Optional[int]:
        return self._root.key if self._root else None

    def preorder(self) -> list[int]:
        out: list[int] = []
        stack = [self._root] if self._root else []
        while stack:
            node = stack.pop()
            out.append(node.key)
            if node.right:
                stack.append(node.right)
            if node.left:
                stack.append(node.left)
        return out
