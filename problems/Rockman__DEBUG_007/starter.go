func WindowMaxTotal(nums []int, k int) int {
	total := 0
	for start := 0; start < len(nums)-k+1; start++ {
		best := nums[start]
		for _, value := range nums[start : start+k] {
			if value > best {
				best = value
			}
		}
		total += best
	}
	return total
}
