package main

// CountRecords counts the scores that are strictly greater than every earlier score.
func CountRecords(scores []int) int {
	if len(scores) == 0 {
		return 0
	}
	best := scores[0]
	records := 1
	for _, score := range scores[1:] {
		if score > best {
			best = score
			records++
		}
	}
	return records
}
