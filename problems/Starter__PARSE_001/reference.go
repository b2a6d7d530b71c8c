package main

import (
	"strconv"
	"strings"
)

// ParseSettings returns the valid integer settings of text, keyed "section.key" (or "key"
// before the first valid section header).
func ParseSettings(text string) map[string]int {
	settings := map[string]int{}
	section := ""
	for _, raw := range strings.Split(text, "\n") {
		line := strings.Trim(raw, " \t")
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") && len(line) >= 2 {
			if name := strings.Trim(line[1:len(line)-1], " \t"); isName(name) {
				section = name
			}
			continue
		}
		eq := strings.IndexByte(line, '=')
		if eq < 0 {
			continue
		}
		key := strings.Trim(line[:eq], " \t")
		value := strings.Trim(line[eq+1:], " \t")
		if !isName(key) || !isInteger(value) {
			continue
		}
		number, err := strconv.ParseInt(value, 10, 64)
		if err != nil {
			continue
		}
		if section != "" {
			key = section + "." + key
		}
		settings[key] = int(number)
	}
	return settings
}

func isName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

func isInteger(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
