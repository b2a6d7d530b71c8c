# bug: greedy: each player takes the prefix (1 to k cards) with the largest sum, without looking ahead
def card_duel(cards: list[int], k: int) -> int:
    i = 0
    n = len(cards)
    scores = [0, 0]
    turn = 0
    while i < n:
        best_sum, best_take = None, 1
        running = 0
        for take in range(1, min(k, n - i) + 1):
            running += cards[i + take - 1]
            if best_sum is None or running > best_sum:
                best_sum, best_take = running, take
        scores[turn] += best_sum
        i += best_take
        turn = 1 - turn
    return scores[0] - scores[1]
