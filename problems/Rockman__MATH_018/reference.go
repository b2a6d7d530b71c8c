package main

// powMod returns base**exp modulo mod; mod <= 2 * 10**9, so a product of two residues fits in int.
func powMod(base int, exp int, mod int) int {
	result := 1 % mod
	base %= mod
	for exp > 0 {
		if exp&1 == 1 {
			result = result * base % mod
		}
		base = base * base % mod
		exp >>= 1
	}
	return result
}

// ModularSqrt returns the smallest x in [0, p) with x * x % p == a % p, or -1 if there is none.
func ModularSqrt(a int, p int) int {
	a %= p
	if a == 0 {
		return 0
	}
	if p == 2 {
		return a
	}
	if powMod(a, (p-1)/2, p) != 1 {
		return -1
	}
	// write p - 1 = q * 2**s with q odd
	q, s := p-1, 0
	for q%2 == 0 {
		q /= 2
		s++
	}
	// z: the smallest quadratic non-residue modulo p
	z := 2
	for powMod(z, (p-1)/2, p) != p-1 {
		z++
	}
	m, c, t, r := s, powMod(z, q, p), powMod(a, q, p), powMod(a, (q+1)/2, p)
	// Invariant: r * r == a * t, t has order dividing 2**(m - 1), c has order 2**m.
	for t != 1 {
		i, t2 := 0, t
		for t2 != 1 {
			t2 = t2 * t2 % p
			i++
		}
		b := powMod(c, 1<<(m-i-1), p)
		m = i
		c = b * b % p
		t = t * c % p
		r = r * b % p
	}
	if p-r < r {
		return p - r
	}
	return r
}
