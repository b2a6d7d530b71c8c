# bug: compares every window with every stay, O(n * q): correct answers but far too slow on the large inputs
def count_overlapping(stays: list[list[int]], windows: list[list[int]]) -> list[int]:
    answer = []
    for s, e in windows:
        count = 0
        for a, l in stays:
            if a < e and s < l:
                count += 1
        answer.append(count)
    return answer
