package main

import (
	"fmt"
	"strconv"
	"strings"
)

// Triple is a tuple of 3 values.
type Triple[A, B, C any] struct {
	First  A
	Second B
	Third  C
}

var headers = []string{"Item", "Qty", "Price", "Amount"}

const maxName = 20

func withCommas(whole int) string {
	digits := strconv.Itoa(whole)
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func money(cents int) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%s.%02d", sign, withCommas(cents/100), cents%100)
}

func displayName(name string) string {
	if len(name) > maxName {
		return name[:maxName-3] + "..."
	}
	return name
}

func rowCells(row Triple[string, int, int]) []string {
	return []string{displayName(row.First), strconv.Itoa(row.Second), money(row.Third), money(row.Second * row.Third)}
}

func totalCells(rows []Triple[string, int, int]) []string {
	quantity, amount := 0, 0
	for _, row := range rows {
		quantity += row.Second
		amount += row.Second * row.Third
	}
	return []string{"TOTAL", strconv.Itoa(quantity), "", money(amount)}
}

func line(cells []string, widths []int) string {
	parts := []string{fmt.Sprintf("%-*s", widths[0], cells[0])}
	for i := 1; i < len(cells); i++ {
		parts = append(parts, fmt.Sprintf("%*s", widths[i], cells[i]))
	}
	return strings.Join(parts, " | ")
}

func columnWidths(table [][]string) []int {
	widths := make([]int, len(headers))
	for _, cells := range table {
		for i, cell := range cells {
			if len(cell) > widths[i] {
				widths[i] = len(cell)
			}
		}
	}
	return widths
}

func ruleLine(widths []int) string {
	parts := make([]string, len(widths))
	for i, width := range widths {
		parts[i] = strings.Repeat("-", width)
	}
	return strings.Join(parts, "-+-")
}

func buildTable(rows []Triple[string, int, int]) [][]string {
	table := [][]string{headers}
	for _, row := range rows {
		table = append(table, rowCells(row))
	}
	return append(table, totalCells(rows))
}

// FormatReport renders a sales report as a list of text lines.
func FormatReport(title string, rows []Triple[string, int, int]) []string {
	if len(rows) == 0 {
		return []string{title, "(no items)"}
	}
	table := buildTable(rows)
	widths := columnWidths(table)
	rule := ruleLine(widths)
	lines := []string{title, strings.Repeat("=", len(title)), line(headers, widths), rule}
	for _, cells := range table[1 : len(table)-1] {
		lines = append(lines, line(cells, widths))
	}
	return append(lines, rule, line(table[len(table)-1], widths))
}
