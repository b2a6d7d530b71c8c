package main

// CountCalmWindows counts the runs of consecutive readings that hold at most k different values.
func CountCalmWindows(readings []int, k int) int {
	inside := make(map[int]int) // value -> occurrences in the current window
	total := 0
	left := 0
	for right, value := range readings {
		inside[value]++
		// shrink the window from the left until it is calm again
		for len(inside) > k {
			gone := readings[left]
			inside[gone]--
			if inside[gone] == 0 {
				delete(inside, gone)
			}
			left++
		}
		// every window ending at right and starting in [left, right] is calm
		total += right - left + 1
	}
	return total
}
