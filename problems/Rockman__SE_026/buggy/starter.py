TOTAL = 0
TECH = 0
SHIP = False


def add(amount, tax, tech, ship):
    global TOTAL, TECH, SHIP
    amount = amount + amount * tax // 100
    TOTAL = TOTAL + amount
    if tech:
        TECH = TECH + amount
    if ship:
        SHIP = True


def invoice_total(items: list[tuple[str, int, int]], coupon: str, member_years: int) -> int:
    global TOTAL, TECH, SHIP
    TOTAL = 0
    TECH = 0
    SHIP = False
    if len(items) == 0:
        return 0
    for item in items:
        if item[0] == "food":
            if item[2] >= 10:
                add(item[1] * item[2] - (item[1] * item[2]) // 10, 0, False, False)
            else:
                add(item[1] * item[2], 0, False, False)
        elif item[0] == "book":
            free = item[2] // 3
            add(item[1] * (item[2] - free), 5, False, True)
        elif item[0] == "toy":
            if item[2] > 1:
                add(item[1] + (item[2] - 1) * (item[1] - item[1] // 5), 20, False, True)
            else:
                add(item[1], 20, False, True)
        elif item[0] == "tech":
            add(item[1] * item[2], 20, True, True)
        else:
            return -1
    if coupon == "SAVE10":
        if TOTAL >= 5000:
            TOTAL = TOTAL - TOTAL // 10
    elif coupon == "FLAT500":
        if TOTAL >= 2000:
            TOTAL = TOTAL - 500
    elif coupon == "TECH15":
        TOTAL = TOTAL - TECH * 15 // 100
    if member_years >= 5:
        TOTAL = TOTAL - TOTAL * 5 // 100
    elif member_years >= 2:
        TOTAL = TOTAL - TOTAL * 2 // 100
    if SHIP:
        if TOTAL < 3000:
            TOTAL = TOTAL + 499
    return TOTAL
