import heapq


def running_lower_medians(values: list[int]) -> list[int]:
    low: list[int] = []   # max-heap (negated) with the smaller half, holds ceil(k / 2) items
    high: list[int] = []  # min-heap with the larger half, holds floor(k / 2) items
    result: list[int] = []
    for value in values:
        if low and value > -low[0]:
            heapq.heappush(high, value)
        else:
            heapq.heappush(low, -value)
        if len(low) > len(high) + 1:
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        result.append(-low[0])
    return result
