package main

// TreeDiameter returns the number of edges on the longest path of the tree given by parents
// (iterative, so a path-shaped tree of any depth is fine).
func TreeDiameter(parents []int) int {
	n := len(parents)
	children := make([][]int, n)
	root := 0
	for node, parent := range parents {
		if parent == -1 {
			root = node
		} else {
			children[parent] = append(children[parent], node)
		}
	}
	// breadth-first order from the root, so every parent precedes its children
	order := []int{root}
	for i := 0; i < len(order); i++ {
		order = append(order, children[order[i]]...)
	}
	height := make([]int, n) // edges on the longest downward path from each node
	best := 0
	for i := len(order) - 1; i >= 0; i-- {
		node := order[i]
		first, second := 0, 0
		for _, child := range children[node] {
			h := height[child] + 1
			if h > first {
				first, second = h, first
			} else if h > second {
				second = h
			}
		}
		height[node] = first
		if first+second > best {
			best = first + second
		}
	}
	return best
}
