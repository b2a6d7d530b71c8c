var TOTAL = 0
var TECH = 0
var SHIP = false

func add(amount int, tax int, tech bool, ship bool) {
	amount = amount + amount*tax/100
	TOTAL = TOTAL + amount
	if tech {
		TECH = TECH + amount
	}
	if ship {
		SHIP = true
	}
}

func InvoiceTotal(items []Triple[string, int, int], coupon string, memberYears int) int {
	TOTAL = 0
	TECH = 0
	SHIP = false
	if len(items) == 0 {
		return 0
	}
	for _, item := range items {
		if item.First == "food" {
			if item.Third >= 10 {
				add(item.Second*item.Third-(item.Second*item.Third)/10, 0, false, false)
			} else {
				add(item.Second*item.Third, 0, false, false)
			}
		} else if item.First == "book" {
			free := item.Third / 3
			add(item.Second*(item.Third-free), 5, false, true)
		} else if item.First == "toy" {
			if item.Third > 1 {
				add(item.Second+(item.Third-1)*(item.Second-item.Second/5), 20, false, true)
			} else {
				add(item.Second, 20, false, true)
			}
		} else if item.First == "tech" {
			add(item.Second*item.Third, 20, true, true)
		} else {
			return -1
		}
	}
	if coupon == "SAVE10" {
		if TOTAL >= 5000 {
			TOTAL = TOTAL - TOTAL/10
		}
	} else if coupon == "FLAT500" {
		if TOTAL >= 2000 {
			TOTAL = TOTAL - 500
		}
	} else if coupon == "TECH15" {
		TOTAL = TOTAL - TECH*15/100
	}
	if memberYears >= 5 {
		TOTAL = TOTAL - TOTAL*5/100
	} else if memberYears >= 2 {
		TOTAL = TOTAL - TOTAL*2/100
	}
	if SHIP {
		if TOTAL < 3000 {
			TOTAL = TOTAL + 499
		}
	}
	return TOTAL
}
