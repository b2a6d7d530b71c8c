func InvoiceTotal(lines []Triple[string, int, int], region string, coupon string) int {
	total := 0
	netSum := 0
	for _, line := range lines {
		cat := line.First
		price := line.Second
		qty := line.Third
		amount := price * qty
		var rate, tax int
		if coupon == "SAVE10" {
			if cat != "food" {
				amount = amount - amount*10/100
			}
		} else if coupon == "BULK" {
			if qty >= 10 {
				amount = amount - amount*5/100
			}
		}
		netSum = netSum + amount
		if region == "north" {
			if cat == "food" {
				rate = 0
			} else if cat == "book" {
				rate = 0
			} else if cat == "electronics" {
				rate = 800
			} else if cat == "clothing" {
				rate = 500
			} else {
				rate = 600
			}
			tax = (amount*rate + 5000) / 10000
			total = total + amount + tax
		} else if region == "south" {
			if cat == "food" {
				rate = 200
			} else if cat == "book" {
				rate = 0
			} else if cat == "clothing" {
				if price < 10000 {
					rate = 0
				} else {
					rate = 1000
				}
			} else {
				rate = 1000
			}
			tax = (amount*rate + 5000) / 10000
			total = total + amount + tax
		} else if region == "east" {
			if cat == "food" {
				rate = 500
			} else if cat == "book" {
				rate = 500
			} else {
				rate = 750
			}
			tax = (amount*rate + 5000) / 10000
			total = total + amount + tax
		} else {
			rate = 1000
			tax = (amount*rate + 5000) / 10000
			total = total + amount + tax
		}
	}
	if coupon != "FREESHIP" {
		if netSum > 0 {
			if netSum < 5000 {
				if region == "east" {
					total = total + 799
				} else {
					total = total + 499
				}
			}
		}
	}
	return total
}
