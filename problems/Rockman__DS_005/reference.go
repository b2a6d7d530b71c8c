package main

// LongestBalancedStretch returns the length of the longest run of consecutive days whose
// changes sum to goal, or 0 if there is none.
func LongestBalancedStretch(changes []int, goal int) int {
	firstSeen := map[int]int{0: -1} // prefix sum -> smallest index where it occurs
	prefix, best := 0, 0
	for i, change := range changes {
		prefix += change
		if start, ok := firstSeen[prefix-goal]; ok && i-start > best {
			best = i - start
		}
		if _, ok := firstSeen[prefix]; !ok {
			firstSeen[prefix] = i
		}
	}
	return best
}
