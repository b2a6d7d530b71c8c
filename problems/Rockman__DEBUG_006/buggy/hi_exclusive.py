# bug: the search range ends at max(jobs) - 1, so an answer equal to the largest job is never reached
def min_rate(jobs: list[int], hours: int) -> int:
    def hours_needed(rate: int) -> int:
        return sum((pages + rate - 1) // rate for pages in jobs)

    lo, hi = 1, max(1, max(jobs) - 1)
    while lo < hi:
        mid = (lo + hi) // 2
        if hours_needed(mid) <= hours:
            hi = mid
        else:
            lo = mid + 1
    return lo
