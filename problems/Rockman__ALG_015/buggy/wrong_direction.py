# bug: accumulates the XOR of the lower bits (shifting left) instead of the higher bits, so bit k depends on bits 0..k
def gray_rank(codes: list[int]) -> list[int]:
    ranks = []
    for code in codes:
        rank = 0
        width = code.bit_length()
        for _ in range(width):
            rank ^= code
            code = (code << 1) & ((1 << width) - 1)
        ranks.append(rank)
    return ranks
