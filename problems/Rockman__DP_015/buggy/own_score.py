# bug: returns the first player's own points instead of the difference between the two players' points
def card_duel(cards: list[int], k: int) -> int:
    n = len(cards)
    lead = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        best = None
        taken = 0
        for j in range(i + 1, min(n, i + k) + 1):
            taken += cards[j - 1]
            if best is None or taken - lead[j] > best:
                best = taken - lead[j]
        lead[i] = best
    return (sum(cards) + lead[0]) // 2
