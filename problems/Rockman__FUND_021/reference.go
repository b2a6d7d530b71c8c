package main

const (
	graceDays     = 3
	centsPerDay   = 25
	overdueCap    = 1000
	lostAfterDays = 60
	lostBookFee   = 3000
)

func lateFee(days int) int {
	if days > lostAfterDays {
		return lostBookFee
	}
	if days <= graceDays {
		return 0
	}
	fee := centsPerDay * (days - graceDays)
	if fee > overdueCap {
		return overdueCap
	}
	return fee
}

func TotalLateFees(daysLate []int) int {
	total := 0
	for _, days := range daysLate {
		total += lateFee(days)
	}
	return total
}
