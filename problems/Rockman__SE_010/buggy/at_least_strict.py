# bug: count_at_least counts players strictly above the score
from typing import Optional

MAX_SCORE = 100_000


class Leaderboard:
    def __init__(self) -> None:
        self._size = MAX_SCORE + 1
        self._tree = [0] * (self._size + 1)  # Fenwick tree of player counts by score
        self._scores: dict[str, int] = {}
        self._step = 1 << (self._size.bit_length() - 1)

    def _add(self, score: int, delta: int) -> None:
        i = score + 1
        while i <= self._size:
            self._tree[i] += delta
            i += i & -i

    def _count_below(self, score: int) -> int:
        """Number of players with a score < score."""
        total = 0
        i = min(score, self._size)
        while i > 0:
            total += self._tree[i]
            i -= i & -i
        return total

    def set_score(self, player: str, score: int) -> None:
        old = self._scores.get(player)
        if old is not None:
            self._add(old, -1)
        self._scores[player] = score
        self._add(score, 1)

    def remove(self, player: str) -> bool:
        old = self._scores.pop(player, None)
        if old is None:
            return False
        self._add(old, -1)
        return True

    def count_at_least(self, score: int) -> int:
        return len(self._scores) - self._count_below(score + 1)

    def kth_best(self, k: int) -> Optional[int]:
        n = len(self._scores)
        if k < 1 or k > n:
            return None
        # the k-th best is the (n - k + 1)-th smallest: find the first score whose prefix count reaches it
        target = n - k + 1
        pos = 0
        step = self._step
        while step:
            nxt = pos + step
            if nxt <= self._size and self._tree[nxt] < target:
                pos = nxt
                target -= self._tree[nxt]
            step >>= 1
        return pos  # tree index pos + 1 holds score pos
