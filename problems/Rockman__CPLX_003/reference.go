package main

func gcdInt(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// NthChime returns the moment of the n-th chime of two bells ringing every a and every b seconds.
func NthChime(n int, a int, b int) int {
	both := a / gcdInt(a, b) * b
	chimesUpTo := func(t int) int { return t/a + t/b - t/both }
	smaller := a
	if b < smaller {
		smaller = b
	}
	lo, hi := 1, n*smaller
	for lo < hi {
		mid := lo + (hi-lo)/2
		if chimesUpTo(mid) >= n {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}
