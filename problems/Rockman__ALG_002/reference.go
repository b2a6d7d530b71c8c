package main

import "sort"

// MinRefills returns the minimum number of refills to drive from 0 to target, or -1.
func MinRefills(target int, tankRange int, stations []int) int {
	ordered := append([]int(nil), stations...)
	sort.Ints(ordered)
	unique := ordered[:0]
	for i, s := range ordered {
		if i == 0 || s != ordered[i-1] {
			unique = append(unique, s)
		}
	}
	ordered = unique
	reach := tankRange
	refills := 0
	i := 0
	for reach < target {
		best := -1
		// among the stations that just became reachable, refill at the farthest one
		for i < len(ordered) && ordered[i] <= reach {
			best = ordered[i]
			i++
		}
		if best == -1 {
			return -1
		}
		reach = best + tankRange
		refills++
	}
	return refills
}
