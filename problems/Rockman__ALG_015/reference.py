def gray_rank(codes: list[int]) -> list[int]:
    ranks = []
    for code in codes:
        rank = 0
        # bit k of the rank is the XOR of the bits of code at positions k and above
        while code:
            rank ^= code
            code >>= 1
        ranks.append(rank)
    return ranks
