// modPow returns base**exponent modulo mod, by repeated squaring.
func modPow(base, exponent, mod int) int {
	result := 1
	base %= mod
	for exponent > 0 {
		if exponent&1 == 1 {
			result = result * base % mod
		}
		base = base * base % mod
		exponent >>= 1
	}
	return result
}

// smallBinomial returns C(a, b) modulo p for 0 <= a < p and b >= 0, from fact, the factorials
// modulo p.
func smallBinomial(fact []int, p, a, b int) int {
	if b > a {
		return 0
	}
	return fact[a] * modPow(fact[b]*fact[a-b], p-2, p) % p
}

// BinomialModPrime returns C(n, k) modulo the prime p, for huge n and k.
func BinomialModPrime(n int, k int, p int) int {
	fact := make([]int, p)
	fact[0] = 1
	for i := 1; i < p; i++ {
		fact[i] = fact[i-1] * i % p
	}

	result := 1
	// Missing part: combine the base-p digits of n and k into result.
	return result
}
