from collections import deque


def cheapest_trip(length: int, positions: list[int], fees: list[int], min_leg: int, max_leg: int) -> int:
    # stop 0 is the start (position 0, nothing paid); stops 1..n are the stations
    spots = [0] + positions
    unreachable = -1
    cost = [0] + [unreachable] * len(positions)
    window: deque[int] = deque()  # reachable stops, positions increasing, costs increasing
    entered = 0  # stops 0..entered-1 have been offered to the window

    def best_before(point: int) -> int:
        """Cheapest cost of a stop whose leg to point lies within [min_leg, max_leg]."""
        nonlocal entered
        while entered < len(spots) and spots[entered] <= point - min_leg:
            if cost[entered] != unreachable:
                while window and cost[window[-1]] >= cost[entered]:
                    window.pop()
                window.append(entered)
            entered += 1
        while window and spots[window[0]] < point - max_leg:
            window.popleft()
        return cost[window[0]] if window else unreachable

    for i in range(1, len(spots)):
        best = best_before(spots[i])
        if best != unreachable:
            cost[i] = best + fees[i - 1]
    return best_before(length)
