# Bug: fills the jump table node by node in index order, assuming every parent has a smaller index than its child
def kth_ancestors(parents: list[int], queries: list[list[int]]) -> list[int]:
    n = len(parents)
    levels = max(1, n.bit_length())
    up = [[-1] * n for _ in range(levels)]
    for v in range(n):
        up[0][v] = parents[v]
        for j in range(1, levels):
            mid = up[j - 1][v]
            up[j][v] = up[j - 1][mid] if mid != -1 else -1

    answers = []
    for v, k in queries:
        if k >= 1 << levels:
            answers.append(-1)
            continue
        j = 0
        while k and v != -1:
            if k & 1:
                v = up[j][v]
            k >>= 1
            j += 1
        answers.append(v)
    return answers
