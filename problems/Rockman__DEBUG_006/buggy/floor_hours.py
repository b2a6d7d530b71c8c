# bug: counts the hours of a job with floor division, so a partly used hour is free
def min_rate(jobs: list[int], hours: int) -> int:
    def hours_needed(rate: int) -> int:
        return sum(pages // rate for pages in jobs)

    lo, hi = 1, max(jobs)
    while lo < hi:
        mid = (lo + hi) // 2
        if hours_needed(mid) <= hours:
            hi = mid
        else:
            lo = mid + 1
    return lo
