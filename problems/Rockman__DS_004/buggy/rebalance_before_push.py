# bug: rebalances the heaps before inserting the new value, so the size invariant is broken after the insert
import heapq


def running_lower_medians(values: list[int]) -> list[int]:
    low: list[int] = []
    high: list[int] = []
    result: list[int] = []
    for value in values:
        if len(low) > len(high) + 1:
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        if low and value > -low[0]:
            heapq.heappush(high, value)
        else:
            heapq.heappush(low, -value)
        result.append(-low[0])
    return result
