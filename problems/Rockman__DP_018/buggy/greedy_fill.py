# bug: greedy: keeps adding jobs to the open batch while that does not move its load farther from target
def batch_penalty(loads: list[int], target: int, setup: int) -> int:
    total = 0
    current = None
    for load in loads:
        if current is not None and abs(current + load - target) <= abs(current - target):
            current += load
            continue
        if current is not None:
            total += (current - target) ** 2 + setup
        current = load
    if current is not None:
        total += (current - target) ** 2 + setup
    return total
