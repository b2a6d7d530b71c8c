def _price_one(length, width, height, weight, zone, service, fragile, signature, saturday):
    dims = [length, width, height]
    dims.sort()
    a = dims[2]
    b = dims[1]
    c = dims[0]
    if a + 2 * b + 2 * c > 300:
        return -1
    if weight > 30000:
        return -1
    vol = length * width * height
    vol_weight = vol // 5
    if vol % 5 != 0:
        vol_weight = vol_weight + 1
    bill = weight
    if vol_weight > bill:
        bill = vol_weight
    steps = bill // 500
    if bill % 500 != 0:
        steps = steps + 1
    if steps < 1:
        steps = 1
    if zone == "local":
        base = 300 + 100 * (steps - 1)
    elif zone == "national":
        base = 450 + 125 * (steps - 1)
    else:
        base = 1500 + 400 * (steps - 1)
    if service == "economy":
        cost = base
    elif service == "express":
        cost = base * 3 // 2
        if base * 3 % 2 != 0:
            cost = cost + 1
    else:
        if zone == "international":
            return -1
        cost = base * 2
    extra = 0
    if fragile:
        extra = extra + cost * 15 // 100
    if a > 120:
        extra = extra + 2000
    if signature:
        extra = extra + 250
    if saturday:
        if service == "overnight":
            extra = extra + 1000
    return cost + extra


def quote_shipments(packages: list[tuple[int, int, int, int]], zone: str, service: str,
                    options: list[str]) -> list[int]:
    result = []
    if zone != "local" and zone != "national" and zone != "international":
        for p in packages:
            result.append(-1)
        return result
    if service != "economy" and service != "express" and service != "overnight":
        for p in packages:
            result.append(-1)
        return result
    fragile = False
    signature = False
    saturday = False
    for o in options:
        if o == "fragile":
            fragile = True
        elif o == "signature":
            signature = True
        elif o == "saturday":
            saturday = True
    accepted = 0
    for p in packages:
        cost = _price_one(p[0], p[1], p[2], p[3], zone, service, fragile, signature, saturday)
        if cost == -1:
            result.append(-1)
        else:
            accepted = accepted + 1
            if accepted >= 3:
                cost = cost - cost * 10 // 100
            result.append(cost)
    return result
