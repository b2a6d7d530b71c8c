package main

func HanoiMove(n int, k int) (int, int) {
	return kth(n, k, 1, 3, 2)
}

// kth returns the k-th move (1-based) of moving m disks from source to target using spare.
func kth(m int, k int, source int, target int, spare int) (int, int) {
	middle := 1 << (m - 1) // the largest disk moves at this position
	if k == middle {
		return source, target
	}
	if k < middle {
		return kth(m-1, k, source, spare, target)
	}
	return kth(m-1, k-middle, spare, target, source)
}
