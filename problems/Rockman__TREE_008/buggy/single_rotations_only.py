# bug: the zig-zag cases get a single rotation instead of a double one, leaving the tree unbalanced
class _Node:
    __slots__ = ("key", "left", "right", "height")

    def __init__(self, key: int) -> None:
        self.key = key
        self.left: _Node | None = None
        self.right: _Node | None = None
        self.height = 1


def _h(node: "_Node | None") -> int:
    return node.height if node else 0


def _fix(node: _Node) -> None:
    node.height = 1 + max(_h(node.left), _h(node.right))


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


def _insert(node: "_Node | None", key: int) -> _Node:
    if node is None:
        return _Node(key)
    if key < node.key:
        node.left = _insert(node.left, key)
    else:
        node.right = _insert(node.right, key)
    _fix(node)
    balance = _h(node.left) - _h(node.right)
    if balance > 1:
        return _rotate_right(node)
    if balance < -1:
        if key < node.right.key:  # right-left
            node.right = _rotate_right(node.right)
        return _rotate_left(node)
    return node


class AVLTree:
    def __init__(self) -> None:
        self._root: _Node | None = None

    def contains(self, key: int) -> bool:
        node = self._root
        while node:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False

    def insert(self, key: int) -> bool:
        if self.contains(key):
            return False
        self._root = _insert(self._root, key)
        return True

    def height(self) -> int:
        return _h(self._root)

    def root(self) -> int | None:
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
