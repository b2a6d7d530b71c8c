package main

// CountBalancedSegments returns the number of contiguous blocks holding as many even numbers
// as odd numbers.
func CountBalancedSegments(nums []int) int {
	// balance = (#even - #odd) over a prefix; equal balances bound a balanced block
	seen := map[int]int{0: 1}
	balance := 0
	total := 0
	for _, x := range nums {
		if x%2 == 0 {
			balance++
		} else {
			balance--
		}
		total += seen[balance]
		seen[balance]++
	}
	return total
}
