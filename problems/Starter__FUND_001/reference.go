package main

// LongestWithinBudget returns the start and length of the longest run of costs whose sum is at
// most budget (the earliest on ties), or -1, 0 when there is none.
func LongestWithinBudget(costs []int, budget int) (int, int) {
	bestStart, bestLen := -1, 0
	total, left := 0, 0
	for right, cost := range costs {
		total += cost
		for total > budget {
			total -= costs[left]
			left++
		}
		if length := right - left + 1; length > bestLen {
			bestStart, bestLen = left, length
		}
	}
	return bestStart, bestLen
}
