package main

// Bank keeps one balance per account; failures are return codes that change nothing.
type Bank struct {
	balances map[string]int
}

// NewBank returns a new Bank.
func NewBank() *Bank {
	return &Bank{balances: map[string]int{}}
}

func (b *Bank) Open(account string) bool {
	if _, ok := b.balances[account]; ok {
		return false
	}
	b.balances[account] = 0
	return true
}

func (b *Bank) Deposit(account string, amount int) int {
	current, ok := b.balances[account]
	if !ok {
		return -1
	}
	b.balances[account] = current + amount
	return current + amount
}

func (b *Bank) Withdraw(account string, amount int) int {
	current, ok := b.balances[account]
	if !ok {
		return -1
	}
	if current < amount {
		return -2
	}
	b.balances[account] = current - amount
	return current - amount
}

func (b *Bank) Transfer(source string, target string, amount int) int {
	from, okSource := b.balances[source]
	to, okTarget := b.balances[target]
	if !okSource || !okTarget {
		return -1
	}
	if source == target {
		return -3
	}
	if from < amount {
		return -2
	}
	b.balances[source] = from - amount
	b.balances[target] = to + amount
	return 0
}

func (b *Bank) Balance(account string) int {
	if current, ok := b.balances[account]; ok {
		return current
	}
	return -1
}
