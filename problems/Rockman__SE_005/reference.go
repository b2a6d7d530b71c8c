package main

// account is the behaviour the three kinds share.
type account interface {
	canWithdraw(amount int) bool
	withdraw(amount int)
	monthEnd()
	base() *accountBase
}

type accountBase struct {
	balance int
	limit   int
}

func (b *accountBase) base() *accountBase { return b }

type checkingAccount struct{ accountBase }

const checkingFee = 1

func (c *checkingAccount) canWithdraw(amount int) bool {
	return c.balance-amount-checkingFee >= 0
}

func (c *checkingAccount) withdraw(amount int) { c.balance -= amount + checkingFee }

func (c *checkingAccount) monthEnd() {
	if c.balance < 100 {
		c.balance -= 2
		if c.balance < 0 {
			c.balance = 0
		}
	}
}

type savingsAccount struct {
	accountBase
	withdrawals int
}

func (s *savingsAccount) canWithdraw(amount int) bool {
	return s.balance >= amount && s.withdrawals < s.limit
}

func (s *savingsAccount) withdraw(amount int) {
	s.balance -= amount
	s.withdrawals++
}

func (s *savingsAccount) monthEnd() {
	if s.balance > 0 {
		s.balance += s.balance * 2 / 100
	}
	s.withdrawals = 0
}

type creditAccount struct{ accountBase }

func (c *creditAccount) canWithdraw(amount int) bool { return c.balance-amount >= -c.limit }

func (c *creditAccount) withdraw(amount int) { c.balance -= amount }

func (c *creditAccount) monthEnd() {
	if c.balance < 0 {
		debt := -c.balance
		c.balance -= (debt*5 + 99) / 100
	}
}

// AccountBook holds bank accounts of three kinds; every failure is a false or nil result.
type AccountBook struct {
	accounts map[string]account
}

func NewAccountBook() *AccountBook {
	return &AccountBook{accounts: map[string]account{}}
}

func (a *AccountBook) Open(accountId string, kind string, limit int) bool {
	if _, exists := a.accounts[accountId]; exists || limit < 0 {
		return false
	}
	base := accountBase{balance: 0, limit: limit}
	switch kind {
	case "checking":
		a.accounts[accountId] = &checkingAccount{base}
	case "savings":
		a.accounts[accountId] = &savingsAccount{accountBase: base}
	case "credit":
		a.accounts[accountId] = &creditAccount{base}
	default:
		return false
	}
	return true
}

func (a *AccountBook) Deposit(accountId string, amount int) bool {
	acc, ok := a.accounts[accountId]
	if !ok || amount <= 0 {
		return false
	}
	acc.base().balance += amount
	return true
}

func (a *AccountBook) Withdraw(accountId string, amount int) bool {
	acc, ok := a.accounts[accountId]
	if !ok || amount <= 0 || !acc.canWithdraw(amount) {
		return false
	}
	acc.withdraw(amount)
	return true
}

func (a *AccountBook) Transfer(source string, target string, amount int) bool {
	to, ok := a.accounts[target]
	if source == target || !ok {
		return false
	}
	if !a.Withdraw(source, amount) {
		return false
	}
	to.base().balance += amount
	return true
}

func (a *AccountBook) MonthEnd() {
	for _, acc := range a.accounts {
		acc.monthEnd()
	}
}

func (a *AccountBook) Balance(accountId string) *int {
	acc, ok := a.accounts[accountId]
	if !ok {
		return nil
	}
	balance := acc.base().balance
	return &balance
}
