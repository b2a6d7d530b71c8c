# bug: the best move starts from 0, as if a player could pass instead of taking at least one card
def card_duel(cards: list[int], k: int) -> int:
    n = len(cards)
    lead = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        best = 0
        taken = 0
        for j in range(i + 1, min(n, i + k) + 1):
            taken += cards[j - 1]
            best = max(best, taken - lead[j])
        lead[i] = best
    return lead[0]
