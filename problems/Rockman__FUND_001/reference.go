package main

// LongestRisingStreak returns the length of the longest block of consecutive, strictly
// increasing readings.
func LongestRisingStreak(readings []int) int {
	if len(readings) == 0 {
		return 0
	}
	best, current := 1, 1
	for i := 1; i < len(readings); i++ {
		if readings[i] > readings[i-1] {
			current++
		} else {
			current = 1
		}
		if current > best {
			best = current
		}
	}
	return best
}
