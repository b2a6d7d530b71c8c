func ParkingFee(entryMinute int, exitMinute int, vehicle string, hasPass bool) int {
	d := exitMinute - entryMinute
	if vehicle == "car" {
		if d <= 15 {
			return 0
		}
		h := d / 60
		if d%60 != 0 {
			h = h + 1
		}
		fee := (h / 24) * 2400
		if (h%24)*300 > 2400 {
			fee = fee + 2400
		} else {
			fee = fee + (h%24)*300
		}
		t := entryMinute % 1440
		if t >= 1320 || t < 360 {
			if d <= 600 {
				if fee > 800 {
					fee = 800
				}
			}
		}
		if hasPass {
			fee = fee / 2
		}
		return fee
	} else if vehicle == "motorcycle" {
		if d <= 15 {
			return 0
		}
		if hasPass {
			return 0
		}
		h := d / 60
		if d%60 != 0 {
			h = h + 1
		}
		fee := (h / 24) * 900
		if (h%24)*120 > 900 {
			fee = fee + 900
		} else {
			fee = fee + (h%24)*120
		}
		t := entryMinute % 1440
		if t >= 1320 || t < 360 {
			if d <= 600 {
				if fee > 400 {
					fee = 400
				}
			}
		}
		return fee
	} else if vehicle == "van" {
		if d <= 15 {
			return 0
		}
		h := d / 60
		if d%60 != 0 {
			h = h + 1
		}
		fee := (h / 24) * 3600
		if (h%24)*450 > 3600 {
			fee = fee + 3600
		} else {
			fee = fee + (h%24)*450
		}
		t := entryMinute % 1440
		if t >= 1320 || t < 360 {
			if d <= 600 {
				if fee > 1200 {
					fee = 1200
				}
			}
		}
		if d > 4320 {
			fee = fee + 1500
		}
		if hasPass {
			fee = fee / 2
		}
		return fee
	} else {
		return -1
	}
}
