func RangeSums(n int, ops [][]int) []int {
	tree := make([]int, n+1)

	add := func(index, delta int) {
		i := index + 1
		for i < n {
			tree[i] += delta
			i += i & -i
		}
	}

	// prefix returns the sum of the first count positions.
	prefix := func(count int) int {
		total := 0
		i := count
		for i > 0 {
			total += tree[i]
			i -= i & -i
		}
		return total
	}

	answers := []int{}
	for _, op := range ops {
		kind, a, b := op[0], op[1], op[2]
		if kind == 1 {
			add(a, b)
		} else {
			answers = append(answers, prefix(b+1)-prefix(a))
		}
	}
	return answers
}
