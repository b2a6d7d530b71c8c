package main

import "sort"

func CountLightTriples(weights []int, limit int) int {
	w := append([]int(nil), weights...)
	sort.Ints(w)
	n := len(w)
	total := 0
	for i := 0; i < n-2; i++ {
		j, k := i+1, n-1
		for j < k {
			if w[i]+w[j]+w[k] < limit {
				// every k' in (j, k] works with this j
				total += k - j
				j++
			} else {
				k--
			}
		}
	}
	return total
}
