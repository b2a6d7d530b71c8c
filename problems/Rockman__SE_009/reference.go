package main

import "strconv"

// units lists the unit letters, largest first: components must appear in this order.
var units = []struct {
	letter  byte
	seconds int
}{
	{'d', 86400},
	{'h', 3600},
	{'m', 60},
	{'s', 1},
}

// unitRank returns the position of letter in units (its rank), or -1 when it is not a unit.
func unitRank(letter byte) int {
	for rank, u := range units {
		if u.letter == letter {
			return rank
		}
	}
	return -1
}

func ParseDuration(text string) *int {
	if text == "" {
		return nil
	}
	total := 0
	lastRank := -1
	i := 0
	for i < len(text) {
		start := i
		for i < len(text) && text[i] >= '0' && text[i] <= '9' {
			i++
		}
		digits := text[start:i]
		if len(digits) < 1 || len(digits) > 6 || i >= len(text) || unitRank(text[i]) < 0 {
			return nil
		}
		rank := unitRank(text[i])
		if rank <= lastRank {
			return nil
		}
		lastRank = rank
		value, _ := strconv.Atoi(digits)
		total += value * units[rank].seconds
		i++
	}
	return &total
}
