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
		// TODO: find this subtree's root and the sizes of its left and right subtrees, then
		// emit the post-order of the whole subtree into out.
		panic("not implemented")
	}

	build(0, 0, len(preorder))
	return out
}
