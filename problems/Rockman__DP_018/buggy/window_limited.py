# bug: assumes a batch never holds more than 200 jobs, which fails when target needs longer batches
def batch_penalty(loads: list[int], target: int, setup: int) -> int:
    n = len(loads)
    prefix = [0] * (n + 1)
    for i, load in enumerate(loads):
        prefix[i + 1] = prefix[i] + load
    best = [0] * (n + 1)
    for i in range(1, n + 1):
        best[i] = min(best[j] + (prefix[i] - prefix[j] - target) ** 2
                      for j in range(max(0, i - 200), i)) + setup
    return best[n]
