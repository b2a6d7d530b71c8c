# bug: (the bug shipped in the starter code) the memo is keyed by the remaining distance only, but the answer also depends on the previous step, so a result computed after one step is reused after another
MOD = 10**9 + 7


def count_routes(n: int, steps: list[int]) -> int:
    memo: dict[int, int] = {}

    def ways(remaining: int, last: int) -> int:
        if remaining == 0:
            return 1
        if remaining in memo:
            return memo[remaining]
        total = 0
        for step in steps:
            if step != last and step <= remaining:
                total += ways(remaining - step, step)
        memo[remaining] = total % MOD
        return memo[remaining]

    return ways(n, 0)
