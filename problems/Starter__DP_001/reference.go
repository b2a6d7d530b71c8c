package main

// WeightedEditCost returns the cheapest way to turn source into target with priced
// insertions, deletions and replacements.
func WeightedEditCost(source string, target string, insertCost int, deleteCost int, replaceCost int) int {
	m := len(target)
	// prev[j] is the cost of turning source[:i] into target[:j] for the previous i.
	prev := make([]int, m+1)
	for j := range prev {
		prev[j] = j * insertCost
	}
	cur := make([]int, m+1)
	for i := 1; i <= len(source); i++ {
		cur[0] = i * deleteCost
		for j := 1; j <= m; j++ {
			best := prev[j-1]
			if source[i-1] != target[j-1] {
				best += replaceCost
			}
			if c := prev[j] + deleteCost; c < best {
				best = c
			}
			if c := cur[j-1] + insertCost; c < best {
				best = c
			}
			cur[j] = best
		}
		prev, cur = cur, prev
	}
	return prev[m]
}
