package main

// FewestInsertions returns the minimum number of single-character insertions that make word
// a palindrome.
func FewestInsertions(word string) int {
	n := len(word)
	if n < 2 {
		return 0
	}
	// cur[i] for the current length is the number of insertions for word[i : i+length].
	prev2 := make([]int, n+1) // length - 2
	prev := make([]int, n)    // length - 1
	for length := 2; length <= n; length++ {
		cur := make([]int, n-length+1)
		for i := 0; i+length <= n; i++ {
			j := i + length - 1
			if word[i] == word[j] {
				cur[i] = prev2[i+1]
			} else {
				best := prev[i]
				if prev[i+1] < best {
					best = prev[i+1]
				}
				cur[i] = 1 + best
			}
		}
		prev2, prev = prev, cur
	}
	return prev[0]
}
