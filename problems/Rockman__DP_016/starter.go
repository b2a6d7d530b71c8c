func RetypeCost(source string, target string, insertCost int, deleteCost int, replaceCost int) int {
	n, m := len(source), len(target)
	// cost[j] for the current row i = cheapest way to turn source[:i] into target[:j]
	cost := make([]int, m+1)
	for j := range cost {
		cost[j] = j * insertCost
	}
	for i := 1; i <= n; i++ {
		previous := cost
		cost = make([]int, m+1)
		cost[0] = i * deleteCost
		for j := 1; j <= m; j++ {
			keep := previous[j-1]
			if source[i-1] != target[j-1] {
				keep += replaceCost
			}
			drop := previous[j] + insertCost
			add := cost[j-1] + deleteCost
			cost[j] = keep
			if drop < cost[j] {
				cost[j] = drop
			}
			if add < cost[j] {
				cost[j] = add
			}
		}
	}
	return cost[m]
}
