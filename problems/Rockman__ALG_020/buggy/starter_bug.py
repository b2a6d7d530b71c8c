# bug: (the bug shipped in the starter code) a new day is started when the day total would reach the limit exactly, so a day can never walk exactly the limit and the answer comes out too large
def longest_day(stages: list[int], days: int) -> int:
    if not stages:
        return 0
    low, high = max(stages), sum(stages)
    while low < high:
        limit = (low + high) // 2
        used, walked = 1, 0
        for stage in stages:
            if walked + stage >= limit:
                used += 1
                walked = 0
            walked += stage
        if used <= days:
            high = limit
        else:
            low = limit + 1
    return low
