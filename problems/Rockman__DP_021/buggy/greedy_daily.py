# greedy bug: each day the courier moves to the other city whenever that day's gain there beats staying, ignoring later days
def best_earnings(north: list[int], south: list[int], move_cost: int) -> int:
    if not north:
        return 0
    here = 0 if north[0] >= south[0] else 1
    total = max(north[0], south[0])
    for day in range(1, len(north)):
        stay = (north, south)[here][day]
        move = (north, south)[1 - here][day] - move_cost
        if move > stay:
            here = 1 - here
            total += move
        else:
            total += stay
    return total
