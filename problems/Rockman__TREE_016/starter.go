func KthAncestors(parents []int, queries [][]int) []int {
	n := len(parents)
	levels := bits.Len(uint(n))
	if levels < 1 {
		levels = 1
	}
	// up[j][v] is the ancestor 2**j steps above v, or -1 if v is not that deep
	up := [][]int{append([]int(nil), parents...)}
	for j := 1; j < levels; j++ {
		prev := up[j-1]
		row := make([]int, n)
		for v := range row {
			row[v] = prev[prev[v]]
		}
		up = append(up, row)
	}

	answers := make([]int, 0, len(queries))
	for _, query := range queries {
		v, k := query[0], query[1]
		if k >= 1<<levels {
			// every depth is below n <= 2**levels - 1
			answers = append(answers, -1)
			continue
		}
		for j := 0; k != 0 && v != -1; j++ {
			if k&1 == 1 {
				v = up[j][v]
			}
			k >>= 1
		}
		answers = append(answers, v)
	}
	return answers
}
