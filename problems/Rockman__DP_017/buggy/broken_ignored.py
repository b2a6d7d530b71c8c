# bug: broken steps are skipped only when they are the top step, so climbs may land on a broken step in the middle
MOD = 1_000_000_007


def count_climbs(n: int, strides: list[int], broken: list[int]) -> int:
    blocked = set(broken)
    moves = sorted(set(strides))
    ways = [0] * (n + 1)  # ways[s] = climbs from step 0 that end on step s
    ways[0] = 0 if 0 in blocked else 1
    for step in range(1, n + 1):
        if step == n and step in blocked:
            continue
        total = 0
        for move in moves:
            if move > step:
                break
            total += ways[step - move]
        ways[step] = total % MOD
    return ways[n]
