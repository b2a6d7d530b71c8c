func IsSearchTree(levelOrder []*int) bool {
	n := len(levelOrder)
	if n == 0 {
		return true
	}
	// children positions from the level-order layout
	left := make([]int, n)
	right := make([]int, n)
	for i := range left {
		left[i], right[i] = -1, -1
	}
	nxt := 1
	for i, value := range levelOrder {
		if value == nil {
			continue
		}
		if nxt < n && levelOrder[nxt] != nil {
			left[i] = nxt
		}
		if nxt+1 < n && levelOrder[nxt+1] != nil {
			right[i] = nxt + 1
		}
		nxt += 2
	}
	// every node must lie strictly between the bounds inherited from its ancestors
	type frame struct{ node, low, high int }
	stack := []frame{{0, -1_000_000_000, 1_000_000_000}}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		value := *levelOrder[top.node]
		if !(top.low < value && value < top.high) {
			return false
		}
		if left[top.node] != -1 {
			stack = append(stack, frame{left[top.node], top.low, value})
		}
		if right[top.node] != -1 {
			stack = append(stack, frame{right[top.node], value, top.high})
		}
	}
	return true
}
