func MinRate(jobs []int, hours int) int {
	hoursNeeded := func(rate int) int {
		total := 0
		for _, pages := range jobs {
			total += (pages + rate - 1) / rate
		}
		return total
	}

	lo, hi := 1, jobs[0]
	for _, pages := range jobs {
		if pages > hi {
			hi = pages
		}
	}
	for lo < hi {
		mid := (lo + hi) / 2
		if hoursNeeded(mid) <= hours {
			hi = mid
		} else {
			lo = mid
		}
	}
	return lo
}
