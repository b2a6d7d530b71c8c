package main

func LargestGroups(n int, links [][]int) []int {
	parent := make([]int, n)
	size := make([]int, n)
	for i := range parent {
		parent[i] = i
		size[i] = 1
	}
	best := 1
	result := []int{}

	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}

	for _, link := range links {
		ra, rb := find(link[0]), find(link[1])
		if ra != rb {
			if size[ra] < size[rb] {
				ra, rb = rb, ra
			}
			parent[rb] = ra
			size[ra] += size[rb]
			if size[ra] > best {
				best = size[ra]
			}
		}
		result = append(result, best)
	}
	return result
}
