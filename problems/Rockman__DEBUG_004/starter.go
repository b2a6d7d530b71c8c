func PacksNeeded(counts []int, packSize int) int {
	total := 0
	for _, count := range counts {
		total += int(math.Ceil(float64(count) / float64(packSize)))
	}
	return total
}
