package main

import (
	"sort"
	"strings"
)

// GroupSizes returns the sizes of the groups of members who know each other, largest first.
func GroupSizes(records []string) []int {
	index := map[string]int{}
	var neighbours [][]int
	for _, record := range records {
		var ids []int
		for _, part := range strings.Split(record, "-") {
			name := strings.ToLower(strings.Trim(part, " "))
			id, ok := index[name]
			if !ok {
				id = len(neighbours)
				index[name] = id
				neighbours = append(neighbours, nil)
			}
			ids = append(ids, id)
		}
		if len(ids) == 2 && ids[0] != ids[1] {
			neighbours[ids[0]] = append(neighbours[ids[0]], ids[1])
			neighbours[ids[1]] = append(neighbours[ids[1]], ids[0])
		}
	}

	seen := make([]bool, len(neighbours))
	sizes := []int{}
	for start := range neighbours {
		if seen[start] {
			continue
		}
		seen[start] = true
		stack := []int{start}
		size := 0
		for len(stack) > 0 {
			person := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, other := range neighbours[person] {
				if !seen[other] {
					seen[other] = true
					stack = append(stack, other)
				}
			}
		}
		sizes = append(sizes, size)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(sizes)))
	return sizes
}
