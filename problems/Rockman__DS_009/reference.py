class _Node:
    __slots__ = ("children", "passing", "ending")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.passing = 0  # stored occurrences whose path goes through this node
        self.ending = 0   # stored occurrences that end exactly here


class PrefixIndex:
    def __init__(self) -> None:
        self._root = _Node()

    def _walk(self, text: str) -> _Node | None:
        node = self._root
        for ch in text:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def insert(self, word: str) -> None:
        node = self._root
        node.passing += 1
        for ch in word:
            node = node.children.setdefault(ch, _Node())
            node.passing += 1
        node.ending += 1

    def remove(self, word: str) -> bool:
        end = self._walk(word)
        if end is None or end.ending == 0:
            return False
        node = self._root
        node.passing -= 1
        for ch in word:
            child = node.children[ch]
            child.passing -= 1
            if child.passing == 0:
                del node.children[ch]
                return True
            node = child
        node.ending -= 1
        return True

    def count_exact(self, word: str) -> int:
        node = self._walk(word)
        return node.ending if node else 0

    def count_prefix(self, prefix: str) -> int:
        node = self._walk(prefix)
        return node.passing if node else 0

    def longest_known_prefix(self, word: str) -> int:
        node = self._root
        length = 0
        for ch in word:
            node = node.children.get(ch)
            if node is None:
                break
            length += 1
        return length
