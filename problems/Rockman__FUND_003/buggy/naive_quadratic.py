# bug: checks every block with a running count, O(n^2): correct but far too slow for n = 10**5
def count_balanced_segments(nums: list[int]) -> int:
    total = 0
    n = len(nums)
    for i in range(n):
        balance = 0
        for j in range(i, n):
            balance += 1 if nums[j] % 2 == 0 else -1
            if balance == 0:
                total += 1
    return total
