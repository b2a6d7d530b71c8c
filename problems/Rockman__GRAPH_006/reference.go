package main

import "sort"

// MinNetworkCost returns the smallest total cost of a set of cables that contains every
// required cable and connects all n sites, or -1 if no set connects them.
func MinNetworkCost(n int, links [][]int, required []int) int {
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	union := func(a, b int) bool {
		ra, rb := find(a), find(b)
		if ra == rb {
			return false
		}
		parent[ra] = rb
		return true
	}

	forced := make([]bool, len(links))
	for _, index := range required {
		forced[index] = true
	}
	total := 0
	components := n
	var optional [][3]int // (w, u, v)
	for i, link := range links {
		u, v, w := link[0], link[1], link[2]
		if forced[i] || w < 0 {
			// required cables and subsidised cables are always built
			total += w
			if union(u, v) {
				components--
			}
		} else {
			optional = append(optional, [3]int{w, u, v})
		}
	}
	sort.Slice(optional, func(i, j int) bool {
		a, b := optional[i], optional[j]
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		if a[1] != b[1] {
			return a[1] < b[1]
		}
		return a[2] < b[2]
	})
	for _, cable := range optional {
		if components == 1 {
			break
		}
		if union(cable[1], cable[2]) {
			total += cable[0]
			components--
		}
	}
	if components == 1 {
		return total
	}
	return -1
}
