func SecondLargest(nums []int) *int {
	first := math.MinInt64
	second := math.MinInt64
	for _, x := range nums {
		if x > first {
			second = first
			first = x
		} else if x > second {
			second = x
		}
	}
	if second == math.MinInt64 {
		return nil
	}
	return &second
}
