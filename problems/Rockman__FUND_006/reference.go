package main

// ShortestFullTour returns the length of the shortest contiguous stretch of stalls showing
// every kind of goods.
func ShortestFullTour(stalls []int) int {
	if len(stalls) == 0 {
		return 0
	}
	all := make(map[int]struct{})
	for _, kind := range stalls {
		all[kind] = struct{}{}
	}
	kinds := len(all)
	counts := make(map[int]int)
	covered := 0
	best := len(stalls)
	left := 0
	for right, kind := range stalls {
		counts[kind]++
		if counts[kind] == 1 {
			covered++
		}
		for covered == kinds {
			if right-left+1 < best {
				best = right - left + 1
			}
			gone := stalls[left]
			counts[gone]--
			if counts[gone] == 0 {
				covered--
			}
			left++
		}
	}
	return best
}
