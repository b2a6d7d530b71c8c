# Too slow: scans every queried range element by element, O(n * q) in the worst case.
def count_records(heights: list[int], queries: list[list[int]]) -> list[int]:
    answers = []
    for left, right in queries:
        best = heights[left]
        count = 1
        for i in range(left + 1, right + 1):
            if heights[i] > best:
                best = heights[i]
                count += 1
        answers.append(count)
    return answers
