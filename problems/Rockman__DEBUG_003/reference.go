package main

func SecondLargest(nums []int) *int {
	first, second := 0, 0
	hasFirst, hasSecond := false, false
	for _, x := range nums {
		if !hasFirst || x > first {
			second, hasSecond = first, hasFirst
			first, hasFirst = x, true
		} else if x != first && (!hasSecond || x > second) {
			second, hasSecond = x, true
		}
	}
	if !hasSecond {
		return nil
	}
	return &second
}
