package main

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// ledgerItem: one or more of a-z, 0-9 and "-".
func ledgerItem(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// ledgerQuantity: an optional sign and one or more decimal digits; ok false when malformed.
func ledgerQuantity(s string) (int, bool) {
	digits := s
	if strings.HasPrefix(s, "+") || strings.HasPrefix(s, "-") {
		digits = s[1:]
	}
	if digits == "" {
		return 0, false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// SummarizeLedgers totals the movements of root/ledger/*.txt into root/summary.txt and returns
// the number of malformed lines.
func SummarizeLedgers(root string) int {
	folder := filepath.Join(root, "ledger")
	entries, _ := os.ReadDir(folder)
	totals := map[string]int{}
	malformed := 0
	for _, entry := range entries {
		name := entry.Name()
		path := filepath.Join(folder, name)
		if !strings.HasSuffix(name, ".txt") {
			continue
		}
		if info, err := os.Stat(path); err != nil || !info.Mode().IsRegular() {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			panic(err)
		}
		lines := strings.Split(string(data), "\n")
		if lines[len(lines)-1] == "" {
			lines = lines[:len(lines)-1]
		}
		for _, line := range lines {
			stripped := strings.Trim(line, " ")
			if stripped == "" || strings.HasPrefix(stripped, "#") {
				continue
			}
			item, quantity, found := strings.Cut(line, ",")
			item = strings.Trim(item, " ")
			n, ok := ledgerQuantity(strings.Trim(quantity, " "))
			if !found || !ledgerItem(item) || !ok {
				malformed++
				continue
			}
			totals[item] += n
		}
	}
	items := make([]string, 0, len(totals))
	for item, total := range totals {
		if total != 0 {
			items = append(items, item)
		}
	}
	sort.Strings(items)
	var out strings.Builder
	for _, item := range items {
		out.WriteString(item + " " + strconv.Itoa(totals[item]) + "\n")
	}
	if err := os.WriteFile(filepath.Join(root, "summary.txt"), []byte(out.String()), 0o644); err != nil {
		panic(err)
	}
	return malformed
}
