package main

// CountPrimesBetween counts the primes p with low <= p <= high (a sieve of Eratosthenes).
func CountPrimesBetween(low int, high int) int {
	if high < 2 || low > high {
		return 0
	}
	composite := make([]bool, high+1)
	composite[0], composite[1] = true, true
	for p := 2; p*p <= high; p++ {
		if !composite[p] {
			for m := p * p; m <= high; m += p {
				composite[m] = true
			}
		}
	}
	count := 0
	for n := low; n <= high; n++ {
		if !composite[n] {
			count++
		}
	}
	return count
}
