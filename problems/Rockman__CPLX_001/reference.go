package main

func floorDiv(a, b int) int { // b > 0
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// SumOfMultiples returns the sum of the multiples of k in [low, high].
func SumOfMultiples(low int, high int, k int) int {
	first := -floorDiv(-low, k) // smallest q with k * q >= low
	last := floorDiv(high, k)   // largest q with k * q <= high
	if first > last {
		return 0
	}
	sum := first + last
	count := last - first + 1
	// sum * count is even: halve whichever factor is even before multiplying
	var half int
	if count%2 == 0 {
		half = (count / 2) * sum
	} else {
		half = (sum / 2) * count
	}
	return k * half
}
