func MaxAssignments(workers int, jobs int, skills [][]int) int {
	canDo := make([][]int, workers)
	for _, skill := range skills {
		canDo[skill[0]] = append(canDo[skill[0]], skill[1])
	}
	holder := make([]int, jobs) // holder[job] = worker currently assigned to job, or -1
	for job := range holder {
		holder[job] = -1
	}

	var tryAssign func(worker int, seen []bool) bool
	tryAssign = func(worker int, seen []bool) bool {
		for _, job := range canDo[worker] {
			if seen[job] {
				continue
			}
			seen[job] = true
			if holder[job] == -1 || tryAssign(holder[job], seen) {
				holder[job] = worker
				return true
			}
		}
		return false
	}

	assigned := 0
	seen := make([]bool, jobs)
	for worker := 0; worker < workers; worker++ {
		if tryAssign(worker, seen) {
			assigned++
		}
	}
	return assigned
}
