package main

const modulus = 1000000007

var fact = []int{1}
var invFact = []int{1}

func powerMod(base, exp int) int {
	result := 1
	base %= modulus
	for exp > 0 {
		if exp&1 == 1 {
			result = result * base % modulus
		}
		base = base * base % modulus
		exp >>= 1
	}
	return result
}

func prepare(limit int) {
	if limit < len(fact) {
		return
	}
	for i := len(fact); i <= limit; i++ {
		fact = append(fact, fact[i-1]*i%modulus)
	}
	inv := make([]int, limit+1)
	inv[limit] = powerMod(fact[limit], modulus-2)
	for i := limit; i > 0; i-- {
		inv[i-1] = inv[i] * i % modulus
	}
	invFact = inv
}

func choose(n, r int) int {
	if r < 0 || r > n || n < 0 {
		return 0
	}
	return fact[n] * invFact[r] % modulus * invFact[n-r] % modulus
}

// CappedDistributions counts the ways to hand out total cookies to people children with at
// most cap_ each, modulo 10**9 + 7.
func CappedDistributions(total int, people int, cap_ int) int {
	if total > people*cap_ {
		return 0
	}
	prepare(total + people)
	result := 0
	// inclusion-exclusion over the j children forced to get at least cap_ + 1 cookies
	top := total / (cap_ + 1)
	if people < top {
		top = people
	}
	for j := 0; j <= top; j++ {
		term := choose(people, j) * choose(total-j*(cap_+1)+people-1, people-1) % modulus
		if j%2 == 1 {
			result = (result - term + modulus) % modulus
		} else {
			result = (result + term) % modulus
		}
	}
	return result
}
