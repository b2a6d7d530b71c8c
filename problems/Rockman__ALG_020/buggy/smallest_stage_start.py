# bug: the search starts from the shortest stage instead of the longest, so it can accept a limit below a single stage (the check lets that stage overflow its day)
def longest_day(stages: list[int], days: int) -> int:
    if not stages:
        return 0
    low, high = min(stages), sum(stages)
    while low < high:
        limit = (low + high) // 2
        used, walked = 1, 0
        for stage in stages:
            if walked + stage > limit:
                used += 1
                walked = 0
            walked += stage
        if used <= days:
            high = limit
        else:
            low = limit + 1
    return low
