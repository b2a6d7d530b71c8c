package main

import (
	"regexp"
	"sort"
	"strconv"
)

var stockRow = regexp.MustCompile(`^([a-z]+),([0-9]+),([0-9]+)$`)

// StockReport returns the total stock value of every item, as "name=total" sorted by name.
func StockReport(lines []string) []string {
	totals := map[string]int{}
	for _, line := range lines {
		m := stockRow.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		qty, _ := strconv.Atoi(m[2])
		price, _ := strconv.Atoi(m[3])
		totals[m[1]] += qty * price
	}
	names := make([]string, 0, len(totals))
	for name := range totals {
		names = append(names, name)
	}
	sort.Strings(names)
	out := make([]string, 0, len(names))
	for _, name := range names {
		out = append(out, name+"="+strconv.Itoa(totals[name]))
	}
	return out
}
