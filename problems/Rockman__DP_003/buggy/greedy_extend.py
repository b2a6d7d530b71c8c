# bug: greedily keeps every reading not below the last kept one, starting from the first reading, which is not optimal
def longest_calm_chain(levels: list[int]) -> int:
    count = 0
    last = None
    for x in levels:
        if last is None or x >= last:
            count += 1
            last = x
    return count
