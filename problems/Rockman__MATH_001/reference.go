package main

// DigitCount returns the number of digits of n written in the given base (0 has one digit).
func DigitCount(n int, base int) int {
	count := 1
	for n >= base {
		n /= base
		count++
	}
	return count
}
