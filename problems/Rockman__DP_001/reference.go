package main

// BestHaul returns the largest total payment of packages whose total weight stays within
// capacity.
func BestHaul(weights []int, values []int, capacity int) int {
	// best[c] is the largest payment with total weight at most c, using the packages seen so far.
	best := make([]int, capacity+1)
	n := len(weights)
	if len(values) < n {
		n = len(values)
	}
	for k := 0; k < n; k++ {
		w, v := weights[k], values[k]
		for c := capacity; c >= w; c-- {
			if candidate := best[c-w] + v; candidate > best[c] {
				best[c] = candidate
			}
		}
	}
	return best[capacity]
}
