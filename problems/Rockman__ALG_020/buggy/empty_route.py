# missed edge case: no check for an empty list of stages, so max() of an empty list raises an error
def longest_day(stages: list[int], days: int) -> int:
    low, high = max(stages), sum(stages)
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
