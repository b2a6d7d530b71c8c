package main

import "sort"

const maxLoans = 3

// Library is a lending library that reports every outcome as a status string.
type Library struct {
	shelf map[string]int
	loans map[string]map[string]bool
}

func NewLibrary() *Library {
	return &Library{shelf: map[string]int{}, loans: map[string]map[string]bool{}}
}

func (l *Library) AddBook(bookId string, copies int) string {
	if copies < 1 {
		return "INVALID"
	}
	l.shelf[bookId] += copies
	return "OK"
}

func (l *Library) Checkout(member string, bookId string) string {
	onShelf, ok := l.shelf[bookId]
	if !ok {
		return "NO_SUCH_BOOK"
	}
	held := l.loans[member]
	if held == nil {
		held = map[string]bool{}
		l.loans[member] = held
	}
	if held[bookId] {
		return "ALREADY_HAS"
	}
	if len(held) >= maxLoans {
		return "LIMIT"
	}
	if onShelf == 0 {
		return "UNAVAILABLE"
	}
	l.shelf[bookId] = onShelf - 1
	held[bookId] = true
	return "OK"
}

func (l *Library) GiveBack(member string, bookId string) string {
	held := l.loans[member]
	if !held[bookId] {
		return "NOT_BORROWED"
	}
	delete(held, bookId)
	l.shelf[bookId]++
	return "OK"
}

func (l *Library) Available(bookId string) int {
	return l.shelf[bookId]
}

func (l *Library) Borrowed(member string) []string {
	out := []string{}
	for book := range l.loans[member] {
		out = append(out, book)
	}
	sort.Strings(out)
	return out
}
