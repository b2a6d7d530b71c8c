# bug: greedy by profit that accepts a job while fewer jobs than its deadline are accepted, ignoring which slots are used
def best_job_profit(deadlines: list[int], profits: list[int]) -> int:
    accepted = 0
    total = 0
    for profit, deadline in sorted(zip(profits, deadlines), reverse=True):
        if accepted < deadline:
            accepted += 1
            total += profit
    return total
