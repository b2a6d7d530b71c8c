type BoxOffice struct {
	rows        int
	seats       int
	holdMinutes int
	// state: 0 free, 1 held, 2 sold
	state [][]int
	who   [][]string
	until [][]int
}

func NewBoxOffice(rows int, seats int, holdMinutes int) *BoxOffice {
	b := &BoxOffice{rows: rows, seats: seats, holdMinutes: holdMinutes}
	b.state = make([][]int, rows)
	b.who = make([][]string, rows)
	b.until = make([][]int, rows)
	for r := 0; r < rows; r++ {
		b.state[r] = make([]int, seats)
		b.who[r] = make([]string, seats)
		b.until[r] = make([]int, seats)
	}
	return b
}

func (b *BoxOffice) Hold(customer string, row int, seat int, minute int) bool {
	if row < 0 || row >= b.rows || seat < 0 || seat >= b.seats {
		return false
	}
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.until[r][s] <= minute {
				b.state[r][s] = 0
				b.who[r][s] = ""
			}
		}
	}
	if b.state[row][seat] == 2 {
		return false
	}
	if b.state[row][seat] == 1 {
		if b.who[row][seat] == customer {
			b.until[row][seat] = minute + b.holdMinutes
			return true
		} else {
			return false
		}
	}
	n := 0
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.who[r][s] == customer {
				n += 1
			}
		}
	}
	if n >= 4 {
		return false
	}
	b.state[row][seat] = 1
	b.who[row][seat] = customer
	b.until[row][seat] = minute + b.holdMinutes
	return true
}

func (b *BoxOffice) Release(customer string, minute int) int {
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.until[r][s] <= minute {
				b.state[r][s] = 0
				b.who[r][s] = ""
			}
		}
	}
	n := 0
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.who[r][s] == customer {
				b.state[r][s] = 0
				b.who[r][s] = ""
				n += 1
			}
		}
	}
	return n
}

func (b *BoxOffice) Confirm(customer string, minute int) int {
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.until[r][s] <= minute {
				b.state[r][s] = 0
				b.who[r][s] = ""
			}
		}
	}
	n := 0
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.who[r][s] == customer {
				b.state[r][s] = 2
				n += 1
			}
		}
	}
	return n
}

func (b *BoxOffice) SeatStatus(row int, seat int, minute int) string {
	if row < 0 || row >= b.rows || seat < 0 || seat >= b.seats {
		return "INVALID"
	}
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.until[r][s] <= minute {
				b.state[r][s] = 0
				b.who[r][s] = ""
			}
		}
	}
	if b.state[row][seat] == 1 {
		return "HELD"
	} else if b.state[row][seat] == 2 {
		return "SOLD"
	} else {
		return "FREE"
	}
}

func (b *BoxOffice) FreeCount(minute int) int {
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.until[r][s] <= minute {
				b.state[r][s] = 0
				b.who[r][s] = ""
			}
		}
	}
	n := 0
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 0 {
				n += 1
			}
		}
	}
	return n
}

func (b *BoxOffice) BestRow(count int, minute int) int {
	for r := 0; r < b.rows; r++ {
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 1 && b.until[r][s] <= minute {
				b.state[r][s] = 0
				b.who[r][s] = ""
			}
		}
	}
	for r := 0; r < b.rows; r++ {
		run := 0
		for s := 0; s < b.seats; s++ {
			if b.state[r][s] == 0 {
				run += 1
				if run >= count {
					return r
				}
			} else {
				run = 0
			}
		}
	}
	return -1
}
