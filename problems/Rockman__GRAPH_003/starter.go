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

	// missing: take the courses semester by semester (all courses whose prerequisites are
	// passed), count the semesters, and return -1 if any course can never be taken
