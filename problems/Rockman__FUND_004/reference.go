package main

import "sort"

// FewestSwaps returns the minimum number of exchanges of two books that sorts the shelf.
func FewestSwaps(labels []int) int {
	n := len(labels)
	// target[i] is the position that the book now at i must end up in.
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return labels[order[a]] < labels[order[b]] })
	target := make([]int, n)
	for rank, i := range order {
		target[i] = rank
	}
	visited := make([]bool, n)
	swaps := 0
	for start := 0; start < n; start++ {
		if visited[start] {
			continue
		}
		length := 0
		i := start
		for !visited[i] {
			visited[i] = true
			i = target[i]
			length++
		}
		swaps += length - 1
	}
	return swaps
}
