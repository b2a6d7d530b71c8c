package main

// Triple is a tuple of 3 values.
type Triple[A, B, C any] struct {
	First  A
	Second B
	Third  C
}

const shippingFee = 499
const freeShippingFrom = 3000

var taxPercent = map[string]int{"food": 0, "book": 5, "toy": 20, "tech": 20}

var baseRules = map[string]func(price int, quantity int) int{
	"food": foodBase,
	"book": bookBase,
	"toy":  toyBase,
	"tech": techBase,
}

func foodBase(price int, quantity int) int {
	base := price * quantity
	if quantity >= 10 {
		return base - base/10
	}
	return base
}

func bookBase(price int, quantity int) int {
	return price * (quantity - quantity/3)
}

func toyBase(price int, quantity int) int {
	return price + (quantity-1)*(price-price/5)
}

func techBase(price int, quantity int) int {
	return price * quantity
}

func lineTotal(category string, price int, quantity int) int {
	base := baseRules[category](price, quantity)
	return base + base*taxPercent[category]/100
}

func afterCoupon(goods int, techGoods int, coupon string) int {
	if coupon == "SAVE10" && goods >= 5000 {
		return goods - goods/10
	}
	if coupon == "FLAT500" && goods >= 2000 {
		return goods - 500
	}
	if coupon == "TECH15" {
		return goods - techGoods*15/100
	}
	return goods
}

func loyaltyPercent(memberYears int) int {
	if memberYears >= 5 {
		return 5
	}
	if memberYears >= 2 {
		return 2
	}
	return 0
}

// totals returns all lines, the tech lines and whether any line is not food;
// ok is false when a category is unknown.
func totals(items []Triple[string, int, int]) (goods int, techGoods int, ships bool, ok bool) {
	for _, item := range items {
		if _, known := taxPercent[item.First]; !known {
			return 0, 0, false, false
		}
		line := lineTotal(item.First, item.Second, item.Third)
		goods += line
		if item.First == "tech" {
			techGoods += line
		}
		ships = ships || item.First != "food"
	}
	return goods, techGoods, ships, true
}

func shipping(goods int, ships bool) int {
	if ships && goods < freeShippingFrom {
		return shippingFee
	}
	return 0
}

// InvoiceTotal returns the invoice's total in cents, or -1 for an unknown category.
func InvoiceTotal(items []Triple[string, int, int], coupon string, memberYears int) int {
	if len(items) == 0 {
		return 0
	}
	goods, techGoods, ships, ok := totals(items)
	if !ok {
		return -1
	}
	goods = afterCoupon(goods, techGoods, coupon)
	goods -= goods * loyaltyPercent(memberYears) / 100
	return goods + shipping(goods, ships)
}
