func ColorCounts(height int, width int, strokes [][]int) []int {
	blank := make([]int, width)
	canvas := make([][]int, height)
	for r := range canvas {
		canvas[r] = blank
	}
	for _, stroke := range strokes {
		r1, c1, r2, c2, color := stroke[0], stroke[1], stroke[2], stroke[3], stroke[4]
		for r := r1; r <= r2; r++ {
			row := canvas[r]
			for c := c1; c <= c2; c++ {
				row[c] = color
			}
		}
	}
	counts := make([]int, 10)
	for _, row := range canvas {
		for _, value := range row {
			counts[value]++
		}
	}
	return counts
}
