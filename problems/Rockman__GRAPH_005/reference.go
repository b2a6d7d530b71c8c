package main

// MinRedTeam returns the smallest possible size of team Red over all valid two-team splits,
// or -1 if no split satisfies every rivalry.
func MinRedTeam(n int, rivalries [][]int) int {
	adjacent := make([][]int, n)
	for _, rivalry := range rivalries {
		u, v := rivalry[0], rivalry[1]
		if u == v {
			return -1
		}
		adjacent[u] = append(adjacent[u], v)
		adjacent[v] = append(adjacent[v], u)
	}
	side := make([]int, n)
	for i := range side {
		side[i] = -1
	}
	red := 0
	for start := 0; start < n; start++ {
		if side[start] != -1 {
			continue
		}
		side[start] = 0
		counts := [2]int{1, 0}
		queue := []int{start}
		for head := 0; head < len(queue); head++ {
			u := queue[head]
			for _, v := range adjacent[u] {
				if side[v] == -1 {
					side[v] = 1 - side[u]
					counts[side[v]]++
					queue = append(queue, v)
				} else if side[v] == side[u] {
					return -1
				}
			}
		}
		// each group is coloured independently: put its smaller side on Red
		if counts[0] < counts[1] {
			red += counts[0]
		} else {
			red += counts[1]
		}
	}
	return red
}
