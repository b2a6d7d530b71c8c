package main

import (
	"sort"
	"strconv"
	"strings"
)

// parseLogLine matches "([0-9]+) (DEBUG|INFO|WARN|ERROR) ([a-z0-9-]+) (.+)" against the
// whole line and returns the level and the service.
func parseLogLine(line string) (level, service string, ok bool) {
	parts := strings.SplitN(line, " ", 4)
	if len(parts) != 4 {
		return "", "", false
	}
	stamp, level, service, message := parts[0], parts[1], parts[2], parts[3]
	if stamp == "" || service == "" || message == "" || strings.ContainsRune(message, '\n') {
		return "", "", false
	}
	for i := 0; i < len(stamp); i++ {
		if stamp[i] < '0' || stamp[i] > '9' {
			return "", "", false
		}
	}
	switch level {
	case "DEBUG", "INFO", "WARN", "ERROR":
	default:
		return "", "", false
	}
	for i := 0; i < len(service); i++ {
		c := service[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return "", "", false
		}
	}
	return level, service, true
}

// TopErrorServices returns the k services with the most distinct ERROR lines, as "name:count".
func TopErrorServices(lines []string, k int) []string {
	seen := map[string]bool{}
	counts := map[string]int{}
	for _, line := range lines {
		if seen[line] {
			continue
		}
		seen[line] = true
		level, service, ok := parseLogLine(line)
		if !ok || level != "ERROR" {
			continue
		}
		counts[service]++
	}
	names := make([]string, 0, len(counts))
	for name := range counts {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool {
		if counts[names[i]] != counts[names[j]] {
			return counts[names[i]] > counts[names[j]]
		}
		return names[i] < names[j]
	})
	out := []string{}
	for i := 0; i < len(names) && i < k; i++ {
		out = append(out, names[i]+":"+strconv.Itoa(counts[names[i]]))
	}
	return out
}
