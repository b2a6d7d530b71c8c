# bug: the empty prefix (balance 0 before the first element) is not recorded, so blocks starting at index 0 are missed
def count_balanced_segments(nums: list[int]) -> int:
    seen = {}
    balance = 0
    total = 0
    for x in nums:
        balance += 1 if x % 2 == 0 else -1
        total += seen.get(balance, 0)
        seen[balance] = seen.get(balance, 0) + 1
    return total
