// CountCoprimeUpTo counts the integers x in [1, n] with gcd(x, m) == 1.
func CountCoprimeUpTo(n int, m int) int {
	var primes []int
	rest := m
	d := 2
	for d*d <= rest {
		if rest%d == 0 {
			primes = append(primes, d)
			for rest%d == 0 {
				rest /= d
			}
		}
		d++
	}
	total := 0
	for mask := 0; mask < 1<<len(primes); mask++ {
		product := 1
		bits := 0
		for i, p := range primes {
			if mask>>i&1 == 1 {
				product *= p
				bits++
			}
		}
		if bits%2 == 1 {
			total -= n / product
		} else {
			total += n / product
		}
	}
	return total
}
