package main

import "sort"

// AffordablePairs counts the index pairs i < j with prices[i] + prices[j] <= budget.
func AffordablePairs(prices []int, budget int) int {
	ordered := append([]int(nil), prices...)
	sort.Ints(ordered)
	lo, hi, count := 0, len(ordered)-1, 0
	for lo < hi {
		if ordered[lo]+ordered[hi] <= budget {
			count += hi - lo // ordered[lo] pairs with every item in (lo, hi]
			lo++
		} else {
			hi--
		}
	}
	return count
}
