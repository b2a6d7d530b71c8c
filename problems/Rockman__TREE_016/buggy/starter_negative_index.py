# Bug: a jump table entry built from a -1 (no ancestor) entry reads prev[-1], the last node's entry, instead of staying -1
def kth_ancestors(parents: list[int], queries: list[list[int]]) -> list[int]:
    n = len(parents)
    levels = max(1, n.bit_length())
    # up[j][v] is the ancestor 2**j steps above v, or -1 if v is not that deep
    up = [parents[:]]
    for j in range(1, levels):
        prev = up[j - 1]
        up.append([prev[prev[v]] for v in range(n)])

    answers = []
    for v, k in queries:
        if k >= 1 << levels:
            # every depth is below n <= 2**levels - 1
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
