package main

var basePrimes []int
var baseLimit int

func primesUpTo(limit int) []int {
	if limit > baseLimit {
		composite := make([]bool, limit+1)
		composite[0] = true
		composite[1] = true
		for p := 2; p*p <= limit; p++ {
			if !composite[p] {
				for q := p * p; q <= limit; q += p {
					composite[q] = true
				}
			}
		}
		basePrimes = basePrimes[:0]
		for p := 2; p <= limit; p++ {
			if !composite[p] {
				basePrimes = append(basePrimes, p)
			}
		}
		baseLimit = limit
	}
	return basePrimes
}

func isqrtInt(n int) int {
	r := 0
	for step := 1 << 31; step > 0; step >>= 1 {
		if c := r + step; c*c <= n {
			r = c
		}
	}
	return r
}

// PrimesInWindow counts the primes p with low <= p <= high by a segmented sieve.
func PrimesInWindow(low int, high int) int {
	root := isqrtInt(high)
	size := high - low + 1
	composite := make([]bool, size)
	limit := root
	if limit < 2 {
		limit = 2
	}
	for _, p := range primesUpTo(limit) {
		if p > root {
			break
		}
		start := (low + p - 1) / p * p
		if start < p*p {
			start = p * p
		}
		for q := start; q <= high; q += p {
			composite[q-low] = true
		}
	}
	if low <= 1 {
		composite[1-low] = true
	}
	count := 0
	for _, c := range composite {
		if !c {
			count++
		}
	}
	return count
}
