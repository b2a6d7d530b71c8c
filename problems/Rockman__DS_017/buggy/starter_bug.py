# Bug: the oldest day is only dropped when day - window > 0, so day 0 never leaves the window.
from bisect import bisect_left


def cheaper_recent_days(prices: list[int], window: int) -> list[int]:
    values = sorted(set(prices))
    size = len(values)
    tree = [0] * (size + 1)  # Fenwick tree over price ranks 1..size

    def add(rank: int, delta: int) -> None:
        while rank <= size:
            tree[rank] += delta
            rank += rank & -rank

    def count_up_to(rank: int) -> int:
        total = 0
        while rank > 0:
            total += tree[rank]
            rank -= rank & -rank
        return total

    ranks = [bisect_left(values, price) + 1 for price in prices]
    result = []
    for day, rank in enumerate(ranks):
        result.append(count_up_to(rank - 1))  # stored prices strictly below this one
        add(rank, 1)
        if day - window > 0:  # that day is too old for the next day's window
            add(ranks[day - window], -1)
    return result
