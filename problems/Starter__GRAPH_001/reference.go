package main

// PortalSteps returns the fewest steps from 'S' to 'E' in the maze grid, where a step moves to
// an adjacent open cell or jumps between the two portal cells of a letter; -1 if unreachable.
func PortalSteps(grid []string) int {
	rows, cols := len(grid), len(grid[0])
	portals := map[byte][]int{}
	start, end := 0, 0
	for r, row := range grid {
		for c := 0; c < len(row); c++ {
			switch cell := row[c]; {
			case cell == 'S':
				start = r*cols + c
			case cell == 'E':
				end = r*cols + c
			case 'a' <= cell && cell <= 'z':
				portals[cell] = append(portals[cell], r*cols+c)
			}
		}
	}
	partner := map[int]int{}
	for _, cells := range portals {
		if len(cells) == 2 {
			partner[cells[0]] = cells[1]
			partner[cells[1]] = cells[0]
		}
	}
	dist := make([]int, rows*cols)
	for i := range dist {
		dist[i] = -1
	}
	dist[start] = 0
	queue := []int{start}
	for len(queue) > 0 {
		cell := queue[0]
		queue = queue[1:]
		if cell == end {
			return dist[cell]
		}
		r, c := cell/cols, cell%cols
		var nexts []int
		if r > 0 {
			nexts = append(nexts, cell-cols)
		}
		if r < rows-1 {
			nexts = append(nexts, cell+cols)
		}
		if c > 0 {
			nexts = append(nexts, cell-1)
		}
		if c < cols-1 {
			nexts = append(nexts, cell+1)
		}
		if other, ok := partner[cell]; ok {
			nexts = append(nexts, other)
		}
		for _, next := range nexts {
			if grid[next/cols][next%cols] != '#' && dist[next] == -1 {
				dist[next] = dist[cell] + 1
				queue = append(queue, next)
			}
		}
	}
	return -1
}
