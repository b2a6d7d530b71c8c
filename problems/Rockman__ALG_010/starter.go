func CountCombinations(values []int, target int) int {
	sorted := make([]int, len(values))
	copy(sorted, values)
	sort.Ints(sorted)
	n := len(sorted)

	var search func(start, remaining int) int
	search = func(start, remaining int) int {
		if remaining == 0 {
			return 1
		}
		total := 0
		for i := start; i < n; i++ {
			if sorted[i] > remaining {
				break
			}
			if i > 0 && sorted[i] == sorted[i-1] {
				continue // the same value at this depth gives the same combinations
			}
			total += search(i+1, remaining-sorted[i])
		}
		return total
	}

	return search(0, target)
}
