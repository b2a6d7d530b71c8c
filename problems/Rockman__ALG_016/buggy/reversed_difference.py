# bug: the difference is taken as earlier minus later prefix, which counts stretches whose sum lies in [-hi, -lo]
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
            while low < right and prefix[i] - prefix[low] > hi:
                low += 1
            while high < right and prefix[i] - prefix[high] >= lo:
                high += 1
            count += high - low
        prefix[left:right] = sorted(prefix[left:right], reverse=True)
        return count

    return solve(0, len(prefix))
