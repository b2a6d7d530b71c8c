# bug: correct but slow: every job scans the slots downward from its deadline for a free one, O(n^2) in the worst case
def best_job_profit(deadlines: list[int], profits: list[int]) -> int:
    n = len(deadlines)
    taken = [False] * (n + 1)
    total = 0
    for profit, deadline in sorted(zip(profits, deadlines), reverse=True):
        t = min(deadline, n)
        while t >= 1 and taken[t]:
            t -= 1
        if t >= 1:
            taken[t] = True
            total += profit
    return total
