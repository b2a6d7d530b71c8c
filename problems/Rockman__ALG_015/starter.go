func GrayRank(codes []int) []int {
	ranks := []int{}
	for _, code := range codes {
		rank := 0
		// missing: set rank to the position whose Gray code is code
		ranks = append(ranks, rank)
	}
	return ranks
}
