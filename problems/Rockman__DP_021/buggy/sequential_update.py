# state mutation: the two totals are updated one after the other, so the south total reads the north total of the same day instead of the previous day
def best_earnings(north: list[int], south: list[int], move_cost: int) -> int:
    if not north:
        return 0
    # best totals so far when today's work is in the north / in the south
    in_north, in_south = north[0], south[0]
    for day in range(1, len(north)):
        in_north = north[day] + max(in_north, in_south - move_cost)
        in_south = south[day] + max(in_south, in_north - move_cost)
    return max(in_north, in_south)
