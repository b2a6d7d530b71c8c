package main

// SymmetricOrder returns the in-order traversal of a binary tree given in level order,
// without recursion.
func SymmetricOrder(levelOrder []*int) []int {
	n := len(levelOrder)
	out := []int{}
	if n == 0 {
		return out
	}
	// left and right child positions (-1 for none) of every entry of levelOrder
	left := make([]int, n)
	right := make([]int, n)
	for i := range left {
		left[i], right[i] = -1, -1
	}
	next := 1
	for i, value := range levelOrder {
		if value == nil {
			continue
		}
		if next < n && levelOrder[next] != nil {
			left[i] = next
		}
		next++
		if next < n && levelOrder[next] != nil {
			right[i] = next
		}
		next++
	}
	stack := []int{}
	node := 0
	for len(stack) > 0 || node != -1 {
		for node != -1 {
			stack = append(stack, node)
			node = left[node]
		}
		node = stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, *levelOrder[node])
		node = right[node]
	}
	return out
}
