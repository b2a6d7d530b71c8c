# bug: a shrinking sliding window assumes the changes are non-negative; it fails once negatives appear
def longest_balanced_stretch(changes: list[int], goal: int) -> int:
    left = 0
    total = 0
    best = 0
    for right, change in enumerate(changes):
        total += change
        while left <= right and total > goal:
            total -= changes[left]
            left += 1
        if total == goal and right >= left:
            best = max(best, right - left + 1)
    return best
