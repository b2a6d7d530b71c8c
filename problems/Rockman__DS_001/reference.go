package main

// CancelOpposites returns the charges left after neighbouring pairs that sum to zero
// annihilate, repeatedly.
func CancelOpposites(charges []int) []int {
	stack := make([]int, 0, len(charges))
	for _, charge := range charges {
		if len(stack) > 0 && stack[len(stack)-1]+charge == 0 {
			stack = stack[:len(stack)-1]
		} else {
			stack = append(stack, charge)
		}
	}
	return stack
}
