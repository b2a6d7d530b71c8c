package main

import (
	"strconv"
	"strings"
)

// ShortenRuns writes every run of three or more equal letters as the letter and its length.
func ShortenRuns(text string) string {
	var b strings.Builder
	n := len(text)
	i := 0
	for i < n {
		j := i
		for j < n && text[j] == text[i] {
			j++
		}
		length := j - i
		if length >= 3 {
			b.WriteByte(text[i])
			b.WriteString(strconv.Itoa(length))
		} else {
			b.WriteString(text[i:j])
		}
		i = j
	}
	return b.String()
}
