# Bug: walks up one parent at a time, O(k) per query, too slow for long chains and many queries
def kth_ancestors(parents: list[int], queries: list[list[int]]) -> list[int]:
    answers = []
    for v, k in queries:
        while k and v != -1:
            v = parents[v]
            k -= 1
        answers.append(v)
    return answers
