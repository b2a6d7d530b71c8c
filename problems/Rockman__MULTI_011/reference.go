package main

import (
	"sort"
	"strings"
)

func isASCIILetter(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
}

// TopWords returns the k most frequent words of text (runs of ASCII letters, lowercased),
// skipping words of length 1 and stop words.
func TopWords(text string, stopwords []string, k int) []string {
	stop := map[string]bool{}
	for _, word := range stopwords {
		stop[strings.ToLower(word)] = true
	}
	counts := map[string]int{}
	n := len(text)
	for i := 0; i < n; {
		if !isASCIILetter(text[i]) {
			i++
			continue
		}
		start := i
		for i < n && isASCIILetter(text[i]) {
			i++
		}
		word := strings.ToLower(text[start:i])
		if len(word) < 2 || stop[word] {
			continue
		}
		counts[word]++
	}
	ranked := make([]string, 0, len(counts))
	for word := range counts {
		ranked = append(ranked, word)
	}
	sort.Slice(ranked, func(i, j int) bool {
		if counts[ranked[i]] != counts[ranked[j]] {
			return counts[ranked[i]] > counts[ranked[j]]
		}
		return ranked[i] < ranked[j]
	})
	if len(ranked) > k {
		ranked = ranked[:k]
	}
	return ranked
}
