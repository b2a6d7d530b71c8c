package main

const (
	maxMemberLength = 10
	maxTitleLength  = 15
	maxCopiesPerAdd = 50
	fineCapDays     = 20
)

func validMember(member string) bool {
	if len(member) == 0 || len(member) > maxMemberLength {
		return false
	}
	for _, c := range member {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

func titleChar(c rune) bool {
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'
}

func validTitle(title string) bool {
	if len(title) == 0 || len(title) > maxTitleLength || title[0] == '-' {
		return false
	}
	for _, c := range title {
		if !titleChar(c) {
			return false
		}
	}
	return true
}

type LendingDesk struct {
	maxLoans  int
	loanDays  int
	dailyFine int
	clock     int
	shelf     map[string]int
	loans     map[string]map[string]int // member -> title -> due day
	balance   map[string]int
}

func NewLendingDesk(maxLoans int, loanDays int, dailyFine int) *LendingDesk {
	return &LendingDesk{
		maxLoans:  maxLoans,
		loanDays:  loanDays,
		dailyFine: dailyFine,
		shelf:     map[string]int{},
		loans:     map[string]map[string]int{},
		balance:   map[string]int{},
	}
}

// accept validates a dated request; a valid one moves the clock to its day.
func (d *LendingDesk) accept(member string, title string, day int) bool {
	if !validMember(member) || !validTitle(title) || day < d.clock {
		return false
	}
	d.clock = day
	return true
}

func (d *LendingDesk) AddCopies(title string, count int) int {
	if !validTitle(title) || count < 1 || count > maxCopiesPerAdd {
		return -1
	}
	d.shelf[title] += count
	return d.shelf[title]
}

func (d *LendingDesk) refusal(member string, title string) string {
	if _, known := d.shelf[title]; !known {
		return "UNKNOWN"
	}
	if d.balance[member] > 0 {
		return "BLOCKED"
	}
	return d.loanRefusal(d.loans[member], title)
}

// loanRefusal checks a known title against the member's current loans and the shelf.
func (d *LendingDesk) loanRefusal(held map[string]int, title string) string {
	_, holds := held[title]
	switch {
	case holds:
		return "DUPLICATE"
	case len(held) >= d.maxLoans:
		return "LIMIT"
	case d.shelf[title] == 0:
		return "WAIT"
	}
	return ""
}

func (d *LendingDesk) Borrow(member string, title string, day int) string {
	if !d.accept(member, title, day) {
		return "INVALID"
	}
	if refused := d.refusal(member, title); refused != "" {
		return refused
	}
	d.shelf[title]--
	if d.loans[member] == nil {
		d.loans[member] = map[string]int{}
	}
	d.loans[member][title] = day + d.loanDays
	return "OK"
}

func (d *LendingDesk) fineFor(due int, day int) int {
	lateDays := day - due
	if lateDays < 0 {
		return 0
	}
	if lateDays > fineCapDays {
		lateDays = fineCapDays
	}
	return lateDays * d.dailyFine
}

func (d *LendingDesk) GiveBack(member string, title string, day int) int {
	if !d.accept(member, title, day) {
		return -1
	}
	due, holds := d.loans[member][title]
	if !holds {
		return -2
	}
	delete(d.loans[member], title)
	fine := d.fineFor(due, day)
	d.shelf[title]++
	d.balance[member] += fine
	return fine
}

func (d *LendingDesk) Pay(member string, amount int) int {
	if !validMember(member) || amount < 1 {
		return -1
	}
	remaining := d.balance[member] - amount
	if remaining < 0 {
		remaining = 0
	}
	d.balance[member] = remaining
	return remaining
}

func (d *LendingDesk) Overdue(day int) int {
	if day < d.clock {
		return -1
	}
	d.clock = day
	count := 0
	for _, held := range d.loans {
		for _, due := range held {
			if due < day {
				count++
			}
		}
	}
	return count
}
