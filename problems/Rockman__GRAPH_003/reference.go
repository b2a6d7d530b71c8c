package main

func MinSemesters(n int, prerequisites [][]int) int {
	successors := make([]map[int]bool, n)
	for i := range successors {
		successors[i] = map[int]bool{}
	}
	for _, entry := range prerequisites {
		before, after := entry[0], entry[1]
		successors[before][after] = true
	}
	indegree := make([]int, n)
	for before := 0; before < n; before++ {
		for after := range successors[before] {
			indegree[after]++
		}
	}

	var current []int
	for course := 0; course < n; course++ {
		if indegree[course] == 0 {
			current = append(current, course)
		}
	}
	semesters := 0
	taken := 0
	for len(current) > 0 {
		semesters++
		taken += len(current)
		var following []int
		for _, course := range current {
			for after := range successors[course] {
				indegree[after]--
				if indegree[after] == 0 {
					following = append(following, after)
				}
			}
		}
		current = following
	}
	if taken != n {
		return -1
	}
	return semesters
}
