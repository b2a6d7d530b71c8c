package main

func gcdInt(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// FirstFullAlignment returns the least common multiple of the periods, or -1 when it exceeds limit.
func FirstFullAlignment(periods []int, limit int) int {
	result := 1
	for _, p := range periods {
		q := result / gcdInt(result, p)
		// q * p > limit  <=>  q > limit / p (avoids overflowing the product)
		if q > limit/p {
			return -1
		}
		result = q * p
	}
	return result
}
