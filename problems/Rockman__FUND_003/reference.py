def count_balanced_segments(nums: list[int]) -> int:
    # balance = (#even - #odd) over a prefix; equal balances bound a balanced block
    seen = {0: 1}
    balance = 0
    total = 0
    for x in nums:
        balance += 1 if x % 2 == 0 else -1
        total += seen.get(balance, 0)
        seen[balance] = seen.get(balance, 0) + 1
    return total
