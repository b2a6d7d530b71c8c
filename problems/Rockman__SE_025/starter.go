type loan struct {
	member string
	title  string
	due    int
}

type LendingDesk struct {
	maxLoans  int
	loanDays  int
	dailyFine int
	today     int
	copies    map[string]int
	loans     []loan
	owed      map[string]int
}

func NewLendingDesk(maxLoans int, loanDays int, dailyFine int) *LendingDesk {
	return &LendingDesk{
		maxLoans:  maxLoans,
		loanDays:  loanDays,
		dailyFine: dailyFine,
		today:     0,
		copies:    map[string]int{},
		loans:     []loan{},
		owed:      map[string]int{},
	}
}

func (d *LendingDesk) AddCopies(title string, count int) int {
	if len(title) == 0 || len(title) > 15 {
		return -1
	}
	if title[0] == '-' {
		return -1
	}
	for _, c := range title {
		if !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') {
			return -1
		}
	}
	if count < 1 || count > 50 {
		return -1
	}
	if _, ok := d.copies[title]; ok {
		d.copies[title] = d.copies[title] + count
	} else {
		d.copies[title] = count
	}
	return d.copies[title]
}

func (d *LendingDesk) Borrow(member string, title string, day int) string {
	if len(member) == 0 || len(member) > 10 {
		return "INVALID"
	}
	for _, c := range member {
		if !(c >= 'a' && c <= 'z') {
			return "INVALID"
		}
	}
	if len(title) == 0 || len(title) > 15 {
		return "INVALID"
	}
	if title[0] == '-' {
		return "INVALID"
	}
	for _, c := range title {
		if !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') {
			return "INVALID"
		}
	}
	if day < d.today {
		return "INVALID"
	}
	d.today = day
	if _, ok := d.copies[title]; !ok {
		return "UNKNOWN"
	}
	if balance, ok := d.owed[member]; ok && balance > 0 {
		return "BLOCKED"
	}
	count := 0
	for _, l := range d.loans {
		if l.member == member {
			if l.title == title {
				return "DUPLICATE"
			}
			count = count + 1
		}
	}
	if count >= d.maxLoans {
		return "LIMIT"
	}
	if d.copies[title] == 0 {
		return "WAIT"
	}
	d.copies[title] = d.copies[title] - 1
	d.loans = append(d.loans, loan{member, title, day + d.loanDays})
	return "OK"
}

func (d *LendingDesk) GiveBack(member string, title string, day int) int {
	if len(member) == 0 || len(member) > 10 {
		return -1
	}
	for _, c := range member {
		if !(c >= 'a' && c <= 'z') {
			return -1
		}
	}
	if len(title) == 0 || len(title) > 15 {
		return -1
	}
	if title[0] == '-' {
		return -1
	}
	for _, c := range title {
		if !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') {
			return -1
		}
	}
	if day < d.today {
		return -1
	}
	d.today = day
	for i := 0; i < len(d.loans); i++ {
		if d.loans[i].member == member && d.loans[i].title == title {
			due := d.loans[i].due
			d.loans = append(d.loans[:i], d.loans[i+1:]...)
			d.copies[title] = d.copies[title] + 1
			fine := 0
			if day > due {
				if day-due > 20 {
					fine = 20 * d.dailyFine
				} else {
					fine = (day - due) * d.dailyFine
				}
			}
			if _, ok := d.owed[member]; ok {
				d.owed[member] = d.owed[member] + fine
			} else {
				d.owed[member] = fine
			}
			return fine
		}
	}
	return -2
}

func (d *LendingDesk) Pay(member string, amount int) int {
	if len(member) == 0 || len(member) > 10 {
		return -1
	}
	for _, c := range member {
		if !(c >= 'a' && c <= 'z') {
			return -1
		}
	}
	if amount < 1 {
		return -1
	}
	if _, ok := d.owed[member]; !ok {
		d.owed[member] = 0
	}
	if amount >= d.owed[member] {
		d.owed[member] = 0
	} else {
		d.owed[member] = d.owed[member] - amount
	}
	return d.owed[member]
}

func (d *LendingDesk) Overdue(day int) int {
	if day < d.today {
		return -1
	}
	d.today = day
	n := 0
	for _, l := range d.loans {
		if l.due < day {
			n = n + 1
		}
	}
	return n
}
