# missed edge case: no check for an empty schedule, so north[0] raises an error when there are no days
def best_earnings(north: list[int], south: list[int], move_cost: int) -> int:
    # best totals so far when today's work is in the north / in the south
    in_north, in_south = north[0], south[0]
    for day in range(1, len(north)):
        in_north, in_south = (
            north[day] + max(in_north, in_south - move_cost),
            south[day] + max(in_south, in_north - move_cost),
        )
    return max(in_north, in_south)
