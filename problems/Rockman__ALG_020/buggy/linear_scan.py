# complexity bug: tries every limit upward from the longest stage, one full pass per limit, which takes far too long when the answer is large
def longest_day(stages: list[int], days: int) -> int:
    if not stages:
        return 0
    limit = max(stages)
    while True:
        used, walked = 1, 0
        for stage in stages:
            if walked + stage > limit:
                used += 1
                walked = 0
            walked += stage
        if used <= days:
            return limit
        limit += 1
