# bug: greedy by payment per unit of weight, which is not optimal for whole packages
def best_haul(weights: list[int], values: list[int], capacity: int) -> int:
    order = sorted(range(len(weights)), key=lambda i: values[i] / weights[i], reverse=True)
    total = 0
    room = capacity
    for i in order:
        if weights[i] <= room:
            room -= weights[i]
            total += values[i]
    return total
