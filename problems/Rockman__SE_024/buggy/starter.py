def parking_fee(entry_minute: int, exit_minute: int, vehicle: str, has_pass: bool) -> int:
    d = exit_minute - entry_minute
    if vehicle == "car":
        if d <= 15:
            return 0
        h = d // 60
        if d % 60 != 0:
            h = h + 1
        fee = (h // 24) * 2400
        if (h % 24) * 300 > 2400:
            fee = fee + 2400
        else:
            fee = fee + (h % 24) * 300
        t = entry_minute % 1440
        if t >= 1320 or t < 360:
            if d <= 600:
                if fee > 800:
                    fee = 800
        if has_pass:
            fee = fee // 2
        return fee
    elif vehicle == "motorcycle":
        if d <= 15:
            return 0
        if has_pass:
            return 0
        h = d // 60
        if d % 60 != 0:
            h = h + 1
        fee = (h // 24) * 900
        if (h % 24) * 120 > 900:
            fee = fee + 900
        else:
            fee = fee + (h % 24) * 120
        t = entry_minute % 1440
        if t >= 1320 or t < 360:
            if d <= 600:
                if fee > 400:
                    fee = 400
        return fee
    elif vehicle == "van":
        if d <= 15:
            return 0
        h = d // 60
        if d % 60 != 0:
            h = h + 1
        fee = (h // 24) * 3600
        if (h % 24) * 450 > 3600:
            fee = fee + 3600
        else:
            fee = fee + (h % 24) * 450
        t = entry_minute % 1440
        if t >= 1320 or t < 360:
            if d <= 600:
                if fee > 1200:
                    fee = 1200
        if d > 4320:
            fee = fee + 1500
        if has_pass:
            fee = fee // 2
        return fee
    else:
        return -1
