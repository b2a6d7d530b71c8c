package main

// Triple is a tuple of 3 values.
type Triple[A, B, C any] struct {
	First  A
	Second B
	Third  C
}

const defaultRate = 1000
const southClothingLimit = 10000
const freeShippingFrom = 5000

// rates holds, per region, the tax rate of each category ("*": every other category).
var rates = map[string]map[string]int{
	"north": {"food": 0, "book": 0, "electronics": 800, "clothing": 500, "*": 600},
	"south": {"food": 200, "book": 0, "*": 1000},
	"east":  {"food": 500, "book": 500, "*": 750},
}

func taxRate(region string, category string, price int) int {
	if region == "south" && category == "clothing" && price < southClothingLimit {
		return 0
	}
	table, ok := rates[region]
	if !ok {
		return defaultRate
	}
	if rate, found := table[category]; found {
		return rate
	}
	return table["*"]
}

func discount(coupon string, category string, quantity int, amount int) int {
	if coupon == "SAVE10" && category != "food" {
		return amount * 10 / 100
	}
	if coupon == "BULK" && quantity >= 10 {
		return amount * 5 / 100
	}
	return 0
}

func shipping(netSum int, region string, coupon string) int {
	if coupon == "FREESHIP" || netSum == 0 || netSum >= freeShippingFrom {
		return 0
	}
	if region == "east" {
		return 799
	}
	return 499
}

// InvoiceTotal returns the amount due for an invoice, in cents.
func InvoiceTotal(lines []Triple[string, int, int], region string, coupon string) int {
	netSum, taxSum := 0, 0
	for _, line := range lines {
		amount := line.Second * line.Third
		net := amount - discount(coupon, line.First, line.Third, amount)
		netSum += net
		taxSum += (net*taxRate(region, line.First, line.Second) + 5000) / 10000
	}
	return netSum + taxSum + shipping(netSum, region, coupon)
}
