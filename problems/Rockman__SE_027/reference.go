package main

const maxHolds = 4

type status int

const (
	held status = iota
	sold
)

// entry is a held or sold seat.
type entry struct {
	status   status
	customer string
	expiry   int
}

type seatKey struct{ row, seat int }

type BoxOffice struct {
	rows        int
	seats       int
	holdMinutes int
	taken       map[seatKey]*entry
}

func NewBoxOffice(rows int, seats int, holdMinutes int) *BoxOffice {
	return &BoxOffice{rows: rows, seats: seats, holdMinutes: holdMinutes, taken: map[seatKey]*entry{}}
}

func (b *BoxOffice) Hold(customer string, row int, seat int, minute int) bool {
	if !b.valid(row, seat) {
		return false
	}
	b.expire(minute)
	e, ok := b.taken[seatKey{row, seat}]
	if !ok {
		return b.newHold(customer, seatKey{row, seat}, minute)
	}
	if e.status == sold || e.customer != customer {
		return false
	}
	e.expiry = minute + b.holdMinutes
	return true
}

func (b *BoxOffice) Release(customer string, minute int) int {
	b.expire(minute)
	keys := b.holdsOf(customer)
	for _, k := range keys {
		delete(b.taken, k)
	}
	return len(keys)
}

func (b *BoxOffice) Confirm(customer string, minute int) int {
	b.expire(minute)
	keys := b.holdsOf(customer)
	for _, k := range keys {
		b.taken[k].status = sold
	}
	return len(keys)
}

func (b *BoxOffice) SeatStatus(row int, seat int, minute int) string {
	if !b.valid(row, seat) {
		return "INVALID"
	}
	b.expire(minute)
	e, ok := b.taken[seatKey{row, seat}]
	if !ok {
		return "FREE"
	}
	if e.status == held {
		return "HELD"
	}
	return "SOLD"
}

func (b *BoxOffice) FreeCount(minute int) int {
	b.expire(minute)
	return b.rows*b.seats - len(b.taken)
}

func (b *BoxOffice) BestRow(count int, minute int) int {
	b.expire(minute)
	for row := 0; row < b.rows; row++ {
		if b.longestFreeRun(row) >= count {
			return row
		}
	}
	return -1
}

func (b *BoxOffice) valid(row int, seat int) bool {
	return 0 <= row && row < b.rows && 0 <= seat && seat < b.seats
}

// expire frees every hold that has expired by minute (minutes never decrease).
func (b *BoxOffice) expire(minute int) {
	for k, e := range b.taken {
		if e.status == held && e.expiry <= minute {
			delete(b.taken, k)
		}
	}
}

func (b *BoxOffice) holdsOf(customer string) []seatKey {
	var keys []seatKey
	for k, e := range b.taken {
		if e.status == held && e.customer == customer {
			keys = append(keys, k)
		}
	}
	return keys
}

func (b *BoxOffice) newHold(customer string, k seatKey, minute int) bool {
	if len(b.holdsOf(customer)) >= maxHolds {
		return false
	}
	b.taken[k] = &entry{status: held, customer: customer, expiry: minute + b.holdMinutes}
	return true
}

func (b *BoxOffice) longestFreeRun(row int) int {
	best, run := 0, 0
	for seat := 0; seat < b.seats; seat++ {
		run++
		if _, taken := b.taken[seatKey{row, seat}]; taken {
			run = 0
		}
		if run > best {
			best = run
		}
	}
	return best
}
