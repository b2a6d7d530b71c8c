package main

func FewestStamps(denominations []int, postage int) int {
	unreachable := postage + 1 // more stamps than any exact answer can use
	fewest := make([]int, postage+1)
	for v := range fewest {
		fewest[v] = unreachable
	}
	fewest[0] = 0
	seen := map[int]bool{}
	for _, value := range denominations {
		if seen[value] {
			continue
		}
		seen[value] = true
		for v := value; v <= postage; v++ {
			if candidate := fewest[v-value] + 1; candidate < fewest[v] {
				fewest[v] = candidate
			}
		}
	}
	if fewest[postage] != unreachable {
		return fewest[postage]
	}
	return -1
}
