func HanoiMove(n int, k int) (int, int) {
	return kth(n, k, 1, 3, 2)
}

// kth returns the k-th move (1-based) of moving m disks from source to target using spare.
func kth(m int, k int, source int, target int, spare int) (int, int) {
	middle := 1 << (m - 1) // the largest disk moves at this position
	// missing: return the move when k == middle, otherwise recurse into the half holding k
