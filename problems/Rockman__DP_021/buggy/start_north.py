# bug: the courier is assumed to start in the north, so starting in the south is charged one move
def best_earnings(north: list[int], south: list[int], move_cost: int) -> int:
    if not north:
        return 0
    # best totals so far when today's work is in the north / in the south
    in_north, in_south = north[0], south[0] - move_cost
    for day in range(1, len(north)):
        in_north, in_south = (
            north[day] + max(in_north, in_south - move_cost),
            south[day] + max(in_south, in_north - move_cost),
        )
    return max(in_north, in_south)
