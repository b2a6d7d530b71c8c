# bug: (the bug shipped in the starter code) a too-slow rate sets lo = mid instead of mid + 1; once hi = lo + 1 the midpoint is lo forever and the loop never ends
def min_rate(jobs: list[int], hours: int) -> int:
    def hours_needed(rate: int) -> int:
        return sum((pages + rate - 1) // rate for pages in jobs)

    lo, hi = 1, max(jobs)
    while lo < hi:
        mid = (lo + hi) // 2
        if hours_needed(mid) <= hours:
            hi = mid
        else:
            lo = mid
    return lo
