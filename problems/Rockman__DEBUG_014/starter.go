var counts = map[string]int{}

func CountTags(posts []string) map[string]int {
	for _, post := range posts {
		seen := map[string]bool{}
		for _, word := range strings.Fields(post) {
			if strings.HasPrefix(word, "#") && len(word) > 1 {
				tag := strings.ToLower(word[1:])
				if !seen[tag] {
					seen[tag] = true
					counts[tag]++
				}
			}
		}
	}
	return counts
}
