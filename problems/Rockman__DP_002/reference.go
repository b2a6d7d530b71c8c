package main

// CountRoutes returns the number of right/down routes from the top-left to the bottom-right
// free cell.
func CountRoutes(grid []string) int {
	rows, cols := len(grid), len(grid[0])
	ways := make([]int, cols) // ways[c] is the number of routes to (current row, c)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			switch {
			case grid[r][c] == '#':
				ways[c] = 0
			case r == 0 && c == 0:
				ways[c] = 1
			case c > 0:
				ways[c] += ways[c-1]
			}
		}
	}
	return ways[cols-1]
}
