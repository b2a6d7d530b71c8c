import heapq


def best_job_profit(deadlines: list[int], profits: list[int]) -> int:
    chosen: list[int] = []  # min-heap of the profits of the jobs kept so far
    for deadline, profit in sorted(zip(deadlines, profits)):
        heapq.heappush(chosen, profit)
        # jobs with deadline <= this one fit in slots 1..deadline; drop the cheapest extra
        if len(chosen) > deadline:
            heapq.heappop(chosen)
    return sum(chosen)
