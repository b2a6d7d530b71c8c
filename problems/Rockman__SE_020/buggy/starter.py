def invoice_total(lines: list[tuple[str, int, int]], region: str, coupon: str) -> int:
    total = 0
    net_sum = 0
    for line in lines:
        cat = line[0]
        price = line[1]
        qty = line[2]
        amount = price * qty
        if coupon == "SAVE10":
            if cat != "food":
                amount = amount - amount * 10 // 100
        elif coupon == "BULK":
            if qty >= 10:
                amount = amount - amount * 5 // 100
        net_sum = net_sum + amount
        if region == "north":
            if cat == "food":
                rate = 0
            elif cat == "book":
                rate = 0
            elif cat == "electronics":
                rate = 800
            elif cat == "clothing":
                rate = 500
            else:
                rate = 600
            tax = (amount * rate + 5000) // 10000
            total = total + amount + tax
        elif region == "south":
            if cat == "food":
                rate = 200
            elif cat == "book":
                rate = 0
            elif cat == "clothing":
                if price < 10000:
                    rate = 0
                else:
                    rate = 1000
            else:
                rate = 1000
            tax = (amount * rate + 5000) // 10000
            total = total + amount + tax
        elif region == "east":
            if cat == "food":
                rate = 500
            elif cat == "book":
                rate = 500
            else:
                rate = 750
            tax = (amount * rate + 5000) // 10000
            total = total + amount + tax
        else:
            rate = 1000
            tax = (amount * rate + 5000) // 10000
            total = total + amount + tax
    if coupon != "FREESHIP":
        if net_sum > 0:
            if net_sum < 5000:
                if region == "east":
                    total = total + 799
                else:
                    total = total + 499
    return total
