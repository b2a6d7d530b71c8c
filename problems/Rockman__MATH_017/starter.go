// powerAtMost reports whether base ** k <= limit, for base >= 1 and limit >= 0 (it stops before
// the power can overflow).
func powerAtMost(base int, k int, limit int) bool {
	power := 1
	for i := 0; i < k; i++ {
		if power > limit/base {
			return false
		}
		power *= base
	}
	return true
}

// IntegerRoot returns the largest integer r >= 0 with r ** k <= n.
func IntegerRoot(n int, k int) int {
	if n < 2 {
		return n
	}
	// the root of n is never more than half of n, so start with a tighter window
	lo, hi := 1, n/2
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if powerAtMost(mid, k, n) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}
