def card_duel(cards: list[int], k: int) -> int:
    n = len(cards)
    # prefix[i] = sum of cards[:i]
    prefix = [0] * (n + 1)
    for i, value in enumerate(cards):
        prefix[i + 1] = prefix[i] + value
    # lead[i] = (mover's points - other's points) from position i on, with best play
    # a move from i to j gains prefix[j] - prefix[i] and then hands lead[j] to the opponent,
    # so lead[i] = max over j in i+1..i+k of (prefix[j] - lead[j]) - prefix[i]
    lead = [0] * (n + 1)
    gain = [0] * (n + 1)  # gain[j] = prefix[j] - lead[j]
    gain[n] = prefix[n]
    for i in range(n - 1, -1, -1):
        lead[i] = max(gain[i + 1:i + k + 1]) - prefix[i]
        gain[i] = prefix[i] - lead[i]
    return lead[0]
