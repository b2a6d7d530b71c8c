func shapeKey(word string) string {
	// Return a key such that two words get equal keys exactly when they have the
	// same shape (same length and the same pattern of repeated letters).
	// (missing part: write it here)
	panic("not implemented")
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
