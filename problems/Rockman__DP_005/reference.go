package main

// RingMergeCost returns the minimum total cost of merging neighbouring piles on a circle into
// a single pile.
func RingMergeCost(piles []int) int {
	n := len(piles)
	if n < 2 {
		return 0
	}
	line := append(append([]int{}, piles...), piles...)
	m := 2 * n
	prefix := make([]int, m+1)
	for i, p := range line {
		prefix[i+1] = prefix[i] + p
	}
	// cost[i][j] is the cheapest way to merge line[i..j] into one pile (j - i < n).
	cost := make([][]int, m)
	for i := range cost {
		cost[i] = make([]int, m)
	}
	for length := 2; length <= n; length++ {
		for i := 0; i+length <= m; i++ {
			j := i + length - 1
			best := cost[i][i] + cost[i+1][j]
			for k := i + 1; k < j; k++ {
				if c := cost[i][k] + cost[k+1][j]; c < best {
					best = c
				}
			}
			cost[i][j] = best + prefix[j+1] - prefix[i]
		}
	}
	answer := cost[0][n-1]
	for i := 1; i < n; i++ {
		if cost[i][i+n-1] < answer {
			answer = cost[i][i+n-1]
		}
	}
	return answer
}
