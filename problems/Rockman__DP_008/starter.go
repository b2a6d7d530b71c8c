func FewestStamps(denominations []int, postage int) int {
	unreachable := postage + 1 // more stamps than any exact answer can use
	fewest := make([]int, postage+1)
	for v := range fewest {
		fewest[v] = unreachable
	}
	fewest[0] = 0
	// (missing part: fill fewest[1..postage] from smaller values here)
	if fewest[postage] != unreachable {
		return fewest[postage]
	}
	return -1
}
