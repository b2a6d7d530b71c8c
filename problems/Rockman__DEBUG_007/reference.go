package main

// WindowMaxTotal adds up the maximum of every window of k adjacent elements of nums.
func WindowMaxTotal(nums []int, k int) int {
	window := make([]int, 0, len(nums)) // window[head:] holds indices whose values decrease
	head := 0
	total := 0
	for i, value := range nums {
		for len(window) > head && nums[window[len(window)-1]] <= value {
			window = window[:len(window)-1]
		}
		window = append(window, i)
		if window[head] <= i-k {
			head++
		}
		if i >= k-1 {
			total += nums[window[head]]
		}
	}
	return total
}
