# bug: the recursion has no memo at all, so it takes exponential time
MOD = 10**9 + 7


def count_routes(n: int, steps: list[int]) -> int:
    def ways(remaining: int, last: int) -> int:
        if remaining == 0:
            return 1
        total = 0
        for step in steps:
            if step != last and step <= remaining:
                total += ways(remaining - step, step)
        return total % MOD

    return ways(n, 0)
