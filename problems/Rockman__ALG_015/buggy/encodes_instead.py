# bug: applies the Gray encoding (code XOR code shifted right by one) instead of inverting it
def gray_rank(codes: list[int]) -> list[int]:
    ranks = []
    for code in codes:
        rank = 0
        rank = code ^ (code >> 1)
        ranks.append(rank)
    return ranks
