package main

import (
	"sort"
	"strings"
)

// TopWords returns the k most frequent words of text, lowercased, by decreasing count and then
// alphabetically.
func TopWords(text string, k int) []string {
	counts := map[string]int{}
	isLetter := func(r rune) bool { return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') }
	for _, word := range strings.FieldsFunc(text, func(r rune) bool { return !isLetter(r) }) {
		counts[strings.ToLower(word)]++
	}
	words := make([]string, 0, len(counts))
	for word := range counts {
		words = append(words, word)
	}
	sort.Slice(words, func(i, j int) bool {
		if counts[words[i]] != counts[words[j]] {
			return counts[words[i]] > counts[words[j]]
		}
		return words[i] < words[j]
	})
	if k < len(words) {
		words = words[:k]
	}
	return words
}
