func ExactLoads(weights []int, capacity int) [][]int {
	result := [][]int{}
	chosen := []int{}

	var search func(start, remaining int)
	search = func(start, remaining int) {
		if remaining == 0 {
			result = append(result, chosen)
			return
		}
		for i := start; i < len(weights); i++ {
			if weights[i] <= remaining {
				chosen = append(chosen, i)
				search(i, remaining-weights[i])
				chosen = chosen[:len(chosen)-1]
			}
		}
	}

	search(0, capacity)
	return result
}
