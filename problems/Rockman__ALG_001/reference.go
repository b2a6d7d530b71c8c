package main

import "math/bits"

// ConsecutiveBitChanges sums the differing bit positions over all neighbouring pairs.
func ConsecutiveBitChanges(readings []int) int {
	total := 0
	for i := 0; i+1 < len(readings); i++ {
		total += bits.OnesCount64(uint64(readings[i] ^ readings[i+1]))
	}
	return total
}
