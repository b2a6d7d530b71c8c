def min_refills(target: int, tank_range: int, stations: list[int]) -> int:
    ordered = sorted(set(stations))
    reach = tank_range
    refills = 0
    i = 0
    while reach < target:
        best = -1
        # among the stations that just became reachable, refill at the farthest one
        while i < len(ordered) and ordered[i] <= reach:
            best = ordered[i]
            i += 1
        if best == -1:
            return -1
        reach = best + tank_range
        refills += 1
    return refills
