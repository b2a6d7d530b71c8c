# bug: the loop stops while one bit of code is left, so the highest bit of code is never added back in
def gray_rank(codes: list[int]) -> list[int]:
    ranks = []
    for code in codes:
        rank = 0
        while code > 1:
            rank ^= code
            code >>= 1
        ranks.append(rank)
    return ranks
