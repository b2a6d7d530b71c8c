func BusyBlocks(bookings [][]int) [][]int {
	sorted := make([][]int, len(bookings))
	copy(sorted, bookings)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i][0] != sorted[j][0] {
			return sorted[i][0] < sorted[j][0]
		}
		return sorted[i][1] < sorted[j][1]
	})
	blocks := [][]int{}
	for _, booking := range sorted {
		start, end := booking[0], booking[1]
		if len(blocks) > 0 && start <= blocks[len(blocks)-1][1] {
			// the booking overlaps or touches the last block: extend that block
			blocks[len(blocks)-1][1] = end
		} else {
			blocks = append(blocks, []int{start, end})
		}
	}
	return blocks
}
