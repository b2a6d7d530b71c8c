MOD = 10**9 + 7


def count_routes(n: int, steps: list[int]) -> int:
    memo: dict[tuple[int, int], int] = {}

    def ways(remaining: int, last: int) -> int:
        if remaining == 0:
            return 1
        key = (remaining, last)
        if key in memo:
            return memo[key]
        total = 0
        for step in steps:
            if step != last and step <= remaining:
                total += ways(remaining - step, step)
        memo[key] = total % MOD
        return memo[key]

    return ways(n, 0)
