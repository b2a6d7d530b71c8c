package main

import "sort"

func CountBalancedStretches(changes []int, lo int, hi int) int {
	if lo > hi {
		return 0
	}
	prefix := []int{0}
	for _, change := range changes {
		prefix = append(prefix, prefix[len(prefix)-1]+change)
	}

	// solve counts pairs i < j in prefix[left:right] with lo <= prefix[j] - prefix[i] <= hi,
	// then sorts that slice.
	var solve func(left, right int) int
	solve = func(left, right int) int {
		if right-left <= 1 {
			return 0
		}
		mid := (left + right) / 2
		count := solve(left, mid) + solve(mid, right)
		low, high := mid, mid
		for i := left; i < mid; i++ {
			for low < right && prefix[low]-prefix[i] < lo {
				low++
			}
			for high < right && prefix[high]-prefix[i] <= hi {
				high++
			}
			count += high - low
		}
		sort.Ints(prefix[left:right])
		return count
	}

	return solve(0, len(prefix))
}
