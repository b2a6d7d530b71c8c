package main

// CountStableWindows returns the number of windows whose largest minus smallest reading is at
// most tolerance, tracking the window's maximum and minimum with two monotonic deques.
func CountStableWindows(readings []int, tolerance int) int {
	n := len(readings)
	// maxq / minq hold indices of the current window with decreasing / increasing values;
	// the live part of each is q[head:tail]
	maxq := make([]int, n)
	minq := make([]int, n)
	maxHead, maxTail, minHead, minTail := 0, 0, 0, 0
	left, total := 0, 0
	for right, value := range readings {
		for maxTail > maxHead && readings[maxq[maxTail-1]] <= value {
			maxTail--
		}
		maxq[maxTail] = right
		maxTail++
		for minTail > minHead && readings[minq[minTail-1]] >= value {
			minTail--
		}
		minq[minTail] = right
		minTail++
		for readings[maxq[maxHead]]-readings[minq[minHead]] > tolerance {
			left++
			if maxq[maxHead] < left {
				maxHead++
			}
			if minq[minHead] < left {
				minHead++
			}
		}
		total += right - left + 1
	}
	return total
}
