# bug: keeps the halves balanced the other way round, reporting the upper median when the count is even
import heapq


def running_lower_medians(values: list[int]) -> list[int]:
    low: list[int] = []
    high: list[int] = []
    result: list[int] = []
    for value in values:
        if high and value < high[0]:
            heapq.heappush(low, -value)
        else:
            heapq.heappush(high, value)
        if len(high) > len(low) + 1:
            heapq.heappush(low, -heapq.heappop(high))
        elif len(low) > len(high):
            heapq.heappush(high, -heapq.heappop(low))
        result.append(high[0])
    return result
