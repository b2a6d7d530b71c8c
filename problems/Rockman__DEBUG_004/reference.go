package main

func PacksNeeded(counts []int, packSize int) int {
	total := 0
	for _, count := range counts {
		total += (count + packSize - 1) / packSize
	}
	return total
}
