func CoveredLength(intervals [][]int) int {
	sorted := make([][]int, len(intervals))
	copy(sorted, intervals)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i][0] != sorted[j][0] {
			return sorted[i][0] < sorted[j][0]
		}
		return sorted[i][1] < sorted[j][1]
	})
	total := 0
	open := false
	curStart, curEnd := 0, 0
	for _, interval := range sorted {
		start, end := interval[0], interval[1]
		if !open || start > curEnd {
			if open {
				total += curEnd - curStart
			}
			curStart, curEnd = start, end
			open = true
		} else {
			curEnd = end
		}
	}
	if open {
		total += curEnd - curStart
	}
	return total
}
