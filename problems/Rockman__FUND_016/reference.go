package main

// shapeKey replaces every letter by the position of its first occurrence in the word,
// written as one byte ('a' + position): a word has at most 12 letters.
func shapeKey(word string) string {
	first := map[rune]int{}
	key := make([]byte, 0, len(word))
	for _, ch := range word {
		pos, ok := first[ch]
		if !ok {
			pos = len(first)
			first[ch] = pos
		}
		key = append(key, byte('a'+pos))
	}
	return string(key)
}

func CountSameShapePairs(words []string) int {
	seen := map[string]int{}
	pairs := 0
	for _, word := range words {
		key := shapeKey(word)
		pairs += seen[key]
		seen[key]++
	}
	return pairs
}
