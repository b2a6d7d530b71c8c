def count_balanced_stretches(changes: list[int], lo: int, hi: int) -> int:
    if lo > hi:
        return 0
    prefix = [0]
    for change in changes:
        prefix.append(prefix[-1] + change)

    def solve(left: int, right: int) -> int:
        """Count pairs i < j in prefix[left:right] with lo <= prefix[j] - prefix[i] <= hi,
        then sort that slice."""
        if right - left <= 1:
            return 0
        mid = (left + right) // 2
        count = solve(left, mid) + solve(mid, right)
        low = high = mid
        for i in range(left, mid):
            while low < right and prefix[low] - prefix[i] < lo:
                low += 1
            while high < right and prefix[high] - prefix[i] <= hi:
                high += 1
            count += high - low
        prefix[left:right] = sorted(prefix[left:right])
        return count

    return solve(0, len(prefix))
