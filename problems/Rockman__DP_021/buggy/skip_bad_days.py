# bug: a day whose earnings are negative is treated as a day off (its earnings are clamped at 0), but the courier must work every day
def best_earnings(north: list[int], south: list[int], move_cost: int) -> int:
    if not north:
        return 0
    # best totals so far when today's work is in the north / in the south
    in_north, in_south = north[0], south[0]
    for day in range(1, len(north)):
        in_north, in_south = (
            max(0, north[day]) + max(in_north, in_south - move_cost),
            max(0, south[day]) + max(in_south, in_north - move_cost),
        )
    return max(in_north, in_south)
