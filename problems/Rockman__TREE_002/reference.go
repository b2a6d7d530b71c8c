package main

// DepthTotals returns the sum of the node values at each depth of a binary tree given in
// level order.
func DepthTotals(levelOrder []*int) []int {
	n := len(levelOrder)
	totals := []int{}
	if n == 0 {
		return totals
	}
	depth := make([]int, n)
	next := 1
	for i, value := range levelOrder {
		if value == nil {
			continue
		}
		d := depth[i]
		if d == len(totals) {
			totals = append(totals, 0)
		}
		totals[d] += *value
		// the next two entries are this node's children
		for child := next; child < next+2; child++ {
			if child < n {
				depth[child] = d + 1
			}
		}
		next += 2
	}
	return totals
}
