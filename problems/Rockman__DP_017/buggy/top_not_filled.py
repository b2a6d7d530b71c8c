# bug: off-by-one: the loop stops before step n, so the top step is never filled and the answer is 0 for every n > 0
MOD = 1_000_000_007


def count_climbs(n: int, strides: list[int], broken: list[int]) -> int:
    blocked = set(broken)
    moves = sorted(set(strides))
    ways = [0] * (n + 1)  # ways[s] = climbs from step 0 that end on step s
    ways[0] = 0 if 0 in blocked else 1
    for step in range(1, n):
        if step in blocked:
            continue
        total = 0
        for move in moves:
            if move > step:
                break
            total += ways[step - move]
        ways[step] = total % MOD
    return ways[n]
