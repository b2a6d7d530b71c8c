package main

import "math/bits"

func gcdInt(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// modInverse returns the inverse of a modulo m, for gcd(a, m) == 1 and m > 1.
func modInverse(a, m int) int {
	oldR, r, oldS, s := a, m, 1, 0
	for r != 0 {
		q := oldR / r
		oldR, r = r, oldR-q*r
		oldS, s = s, oldS-q*s
	}
	inv := oldS % m
	if inv < 0 {
		inv += m
	}
	return inv
}

// SmallestCongruenceSolution returns the smallest x in [0, m) with a*x congruent to b modulo m, or -1.
func SmallestCongruenceSolution(a int, b int, m int) int {
	a %= m
	if a < 0 {
		a += m
	}
	b %= m
	if b < 0 {
		b += m
	}
	d := gcdInt(a, m) // gcd(0, m) == m
	if b%d != 0 {
		return -1
	}
	a, b, m = a/d, b/d, m/d
	if m == 1 {
		return 0
	}
	// b * inverse can reach 10**24: multiply in 128 bits
	hi, lo := bits.Mul64(uint64(b), uint64(modInverse(a, m)))
	return int(bits.Rem64(hi, lo, uint64(m)))
}
