# bug: keeps the running maximum but rescans the whole window whenever the maximum leaves it; a decreasing sequence makes every step a rescan, O(n * k)
def window_max_total(nums: list[int], k: int) -> int:
    best = max(nums[:k])
    total = best
    for i in range(k, len(nums)):
        leaving = nums[i - k]
        if nums[i] >= best:
            best = nums[i]
        elif leaving == best:
            best = max(nums[i - k + 1:i + 1])
        total += best
    return total
