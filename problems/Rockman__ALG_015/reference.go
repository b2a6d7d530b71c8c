package main

func GrayRank(codes []int) []int {
	ranks := []int{}
	for _, code := range codes {
		rank := 0
		// bit k of the rank is the XOR of the bits of code at positions k and above
		for code != 0 {
			rank ^= code
			code >>= 1
		}
		ranks = append(ranks, rank)
	}
	return ranks
}
