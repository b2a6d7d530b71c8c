package main

func MaxWindowSum(nums []int, k int) int {
	window := 0
	for _, x := range nums[:k] {
		window += x
	}
	best := window
	for i := k; i < len(nums); i++ {
		window += nums[i] - nums[i-k]
		if window > best {
			best = window
		}
	}
	return best
}
