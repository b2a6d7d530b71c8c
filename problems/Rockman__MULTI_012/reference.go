package main

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var slotSpan = regexp.MustCompile(`^([0-9]{2}):([0-9]{2})-([0-9]{2}):([0-9]{2})$`)

// slotMinutes returns the minute of the day for two-digit hour and minute texts, or -1.
func slotMinutes(hh, mm string) int {
	h, _ := strconv.Atoi(hh)
	m, _ := strconv.Atoi(mm)
	if h > 23 || m > 59 {
		return -1
	}
	return 60*h + m
}

// EarliestSlot returns the earliest start of a free slot of duration minutes within the day,
// as "HH:MM", or "none".
func EarliestSlot(busy []string, duration int, dayStart string, dayEnd string) string {
	s := strings.SplitN(dayStart, ":", 2)
	e := strings.SplitN(dayEnd, ":", 2)
	start := slotMinutes(s[0], s[1])
	end := slotMinutes(e[0], e[1])
	spans := [][2]int{}
	for _, text := range busy {
		m := slotSpan.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		a, b := slotMinutes(m[1], m[2]), slotMinutes(m[3], m[4])
		if a < 0 || b < 0 || a >= b {
			continue
		}
		spans = append(spans, [2]int{a, b})
	}
	sort.Slice(spans, func(i, j int) bool {
		if spans[i][0] != spans[j][0] {
			return spans[i][0] < spans[j][0]
		}
		return spans[i][1] < spans[j][1]
	})
	t := start // earliest candidate start
	for _, span := range spans {
		if span[0]-t >= duration {
			break
		}
		if span[1] > t {
			t = span[1]
		}
	}
	if t+duration <= end {
		return fmt.Sprintf("%02d:%02d", t/60, t%60)
	}
	return "none"
}
