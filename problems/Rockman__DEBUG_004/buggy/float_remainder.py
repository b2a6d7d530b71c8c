# bug: truncates a float quotient and checks the remainder exactly, but the float quotient is already rounded for large counts
def packs_needed(counts: list[int], pack_size: int) -> int:
    total = 0
    for count in counts:
        packs = int(count / pack_size)
        if count % pack_size:
            packs += 1
        total += packs
    return total
