func CountLightTriples(weights []int, limit int) int {
	w := append([]int(nil), weights...)
	sort.Ints(w)
	n := len(w)
	total := 0
	for i := 0; i < n-2; i++ {
		// Count the pairs (j, k) with i < j < k and w[i] + w[j] + w[k] < limit,
		// moving j up from i + 1 and k down from n - 1, and add them to total.
		// (missing part: write it here)
	}
	return total
}
