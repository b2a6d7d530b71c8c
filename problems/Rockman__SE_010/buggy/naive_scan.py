# bug: correct but slow: every query scans or sorts all scores, O(n) / O(n log n) per query instead of O(log V)
from typing import Optional


class Leaderboard:
    def __init__(self) -> None:
        self._scores: dict[str, int] = {}

    def set_score(self, player: str, score: int) -> None:
        self._scores[player] = score

    def remove(self, player: str) -> bool:
        return self._scores.pop(player, None) is not None

    def count_at_least(self, score: int) -> int:
        return sum(1 for s in self._scores.values() if s >= score)

    def kth_best(self, k: int) -> Optional[int]:
        if k < 1 or k > len(self._scores):
            return None
        return sorted(self._scores.values(), reverse=True)[k - 1]
