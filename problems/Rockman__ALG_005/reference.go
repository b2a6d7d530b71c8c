package main

// CountQueenPlacements returns the number of ways to place n non-attacking queens on the
// usable squares of board.
func CountQueenPlacements(board []string) int {
	n := len(board)
	cols := make([]bool, n)
	diag := make([]bool, 2*n) // indexed by r - c + n - 1
	anti := make([]bool, 2*n) // indexed by r + c
	var place func(r int) int
	place = func(r int) int {
		if r == n {
			return 1
		}
		total := 0
		for c := 0; c < n; c++ {
			d := r - c + n - 1
			if board[r][c] == '#' || cols[c] || diag[d] || anti[r+c] {
				continue
			}
			cols[c], diag[d], anti[r+c] = true, true, true
			total += place(r + 1)
			cols[c], diag[d], anti[r+c] = false, false, false
		}
		return total
	}
	return place(0)
}
