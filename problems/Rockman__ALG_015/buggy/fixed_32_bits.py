# bug: the prefix XOR uses shifts 1, 2, 4, 8, 16 only, which is enough for 32-bit codes but not for codes up to 2**50
def gray_rank(codes: list[int]) -> list[int]:
    ranks = []
    for code in codes:
        rank = code
        shift = 1
        while shift < 32:
            rank ^= rank >> shift
            shift <<= 1
        ranks.append(rank)
    return ranks
