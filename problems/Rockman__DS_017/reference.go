package main

import "sort"

// CheaperRecentDays returns, for every day, on how many of the at most window days right before
// it the price was strictly lower.
func CheaperRecentDays(prices []int, window int) []int {
	values := append([]int(nil), prices...)
	sort.Ints(values)
	unique := values[:0]
	for _, v := range values {
		if len(unique) == 0 || v != unique[len(unique)-1] {
			unique = append(unique, v)
		}
	}
	values = unique
	size := len(values)
	tree := make([]int, size+1) // Fenwick tree over price ranks 1..size

	add := func(rank int, delta int) {
		for rank <= size {
			tree[rank] += delta
			rank += rank & -rank
		}
	}

	countUpTo := func(rank int) int {
		total := 0
		for rank > 0 {
			total += tree[rank]
			rank -= rank & -rank
		}
		return total
	}

	ranks := make([]int, len(prices))
	for i, price := range prices {
		ranks[i] = sort.SearchInts(values, price) + 1
	}
	result := make([]int, 0, len(prices))
	for day, rank := range ranks {
		result = append(result, countUpTo(rank-1)) // stored prices strictly below this one
		add(rank, 1)
		if day-window >= 0 { // that day is too old for the next day's window
			add(ranks[day-window], -1)
		}
	}
	return result
}
