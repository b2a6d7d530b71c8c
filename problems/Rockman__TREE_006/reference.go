package main

// BestInvitation returns the largest total mood of a party that never invites an employee
// together with their direct manager.
func BestInvitation(parents []int, mood []int) int {
	n := len(parents)
	children := make([][]int, n)
	root := 0
	for child, parent := range parents {
		if parent == -1 {
			root = child
		} else {
			children[parent] = append(children[parent], child)
		}
	}
	order := []int{root}
	for i := 0; i < len(order); i++ {
		order = append(order, children[order[i]]...)
	}
	take := make([]int, n) // best value in the subtree when the node is invited
	skip := make([]int, n) // best value in the subtree when the node is not invited
	for i := len(order) - 1; i >= 0; i-- {
		node := order[i]
		take[node] = mood[node]
		for _, child := range children[node] {
			take[node] += skip[child]
			skip[node] += larger(take[child], skip[child])
		}
	}
	return larger(0, larger(take[root], skip[root]))
}

func larger(a int, b int) int {
	if a > b {
		return a
	}
	return b
}
