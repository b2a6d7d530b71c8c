// countDistinct returns how many different values window holds.
func countDistinct(window []int) int {
	seen := make(map[int]bool)
	for _, value := range window {
		seen[value] = true
	}
	return len(seen)
}

// CountCalmWindows counts the runs of consecutive readings that hold at most k different values.
func CountCalmWindows(readings []int, k int) int {
	total := 0
	left := 0
	for right := range readings {
		// shrink the window from the left until it is calm again
		for left <= right && countDistinct(readings[left:right+1]) > k {
			left++
		}
		// every window ending at right and starting in [left, right] is calm
		total += right - left + 1
	}
	return total
}
