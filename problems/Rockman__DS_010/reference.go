package main

// build returns a sparse table: table[k][i] = the better of values[i .. i + 2**k - 1].
func build(values []int, better func(a, b int) int) [][]int {
	table := [][]int{append([]int(nil), values...)}
	for k := 1; 1<<k <= len(values); k++ {
		prev := table[k-1]
		half := 1 << (k - 1)
		row := make([]int, len(values)-(1<<k)+1)
		for i := range row {
			row[i] = better(prev[i], prev[i+half])
		}
		table = append(table, row)
	}
	return table
}

func query(table [][]int, log []int, left, right int, better func(a, b int) int) int {
	// two blocks of length 2**k cover [left, right]; they may overlap, which is harmless
	k := log[right-left+1]
	return better(table[k][left], table[k][right-(1<<k)+1])
}

func SpreadQueries(values []int, queries [][]int) []int {
	n := len(values)
	log := make([]int, n+1)
	for length := 2; length <= n; length++ {
		log[length] = log[length/2] + 1
	}
	smaller := func(a, b int) int {
		if a < b {
			return a
		}
		return b
	}
	larger := func(a, b int) int {
		if a > b {
			return a
		}
		return b
	}
	low := build(values, smaller)
	high := build(values, larger)
	answers := make([]int, 0, len(queries))
	for _, q := range queries {
		left, right := q[0], q[1]
		answers = append(answers, query(high, log, left, right, larger)-query(low, log, left, right, smaller))
	}
	return answers
}
