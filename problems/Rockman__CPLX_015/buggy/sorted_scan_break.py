# bug: scans the stays sorted by arrival and stops at the first one that starts after the window, still O(n * q) when windows lie late in time
def count_overlapping(stays: list[list[int]], windows: list[list[int]]) -> list[int]:
    ordered = sorted(stays)
    answer = []
    for s, e in windows:
        count = 0
        for a, l in ordered:
            if a >= e:
                break
            if s < l:
                count += 1
        answer.append(count)
    return answer
