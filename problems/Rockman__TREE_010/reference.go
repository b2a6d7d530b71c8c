package main

func PostorderFrom(preorder []int, inorder []int) []int {
	where := make(map[int]int, len(inorder))
	for i, value := range inorder {
		where[value] = i
	}
	out := []int{}

	var build func(preLo, inLo, length int)
	build = func(preLo, inLo, length int) {
		// The subtree whose pre-order is preorder[preLo : preLo+length] and whose in-order
		// is inorder[inLo : inLo+length]; append its post-order to out.
		if length == 0 {
			return
		}
		root := preorder[preLo]
		leftSize := where[root] - inLo
		build(preLo+1, inLo, leftSize)
		build(preLo+1+leftSize, inLo+leftSize+1, length-leftSize-1)
		out = append(out, root)
	}

	build(0, 0, len(preorder))
	return out
}
