# bug: the current prefix is recorded before it is counted, so every element pairs with itself (empty blocks are counted)
def count_balanced_segments(nums: list[int]) -> int:
    seen = {0: 1}
    balance = 0
    total = 0
    for x in nums:
        balance += 1 if x % 2 == 0 else -1
        seen[balance] = seen.get(balance, 0) + 1
        total += seen[balance]
    return total
