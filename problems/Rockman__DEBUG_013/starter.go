func CountRecords(scores []int) int {
	best := 0
	records := 0
	for _, score := range scores {
		if score > best {
			best = score
			records++
		}
	}
	return records
}
