package main

import "sort"

// LongestCalmChain returns the length of the longest subsequence of levels that never goes
// down.
func LongestCalmChain(levels []int) int {
	// tails[k] is the smallest possible last level of a calm chain of length k + 1.
	tails := make([]int, 0, len(levels))
	for _, x := range levels {
		pos := sort.Search(len(tails), func(k int) bool { return tails[k] > x })
		if pos == len(tails) {
			tails = append(tails, x)
		} else {
			tails[pos] = x
		}
	}
	return len(tails)
}
