package main

// LongestExactStretch returns the length of the longest run of consecutive values adding up to
// target (0 if none).
func LongestExactStretch(values []int, target int) int {
	firstSeen := map[int]int{0: -1} // prefix sum -> earliest index
	prefix, best := 0, 0
	for i, v := range values {
		prefix += v
		if start, ok := firstSeen[prefix-target]; ok && i-start > best {
			best = i - start
		}
		if _, ok := firstSeen[prefix]; !ok {
			firstSeen[prefix] = i
		}
	}
	return best
}
