package main

// BusiestCount returns the largest number of tokens sharing one label, after each query of ops.
func BusiestCount(ops [][2]int) []int {
	count := make(map[int]int) // label -> tokens with that label
	labelsWith := []int{0}     // labelsWith[c] = number of labels holding exactly c tokens
	best := 0
	answers := []int{}
	for _, op := range ops {
		kind, label := op[0], op[1]
		switch kind {
		case 0:
			c := count[label]
			count[label] = c + 1
			if c > 0 {
				labelsWith[c]--
			}
			if c+1 == len(labelsWith) {
				labelsWith = append(labelsWith, 0)
			}
			labelsWith[c+1]++
			if c+1 > best {
				best = c + 1
			}
		case 1:
			c, ok := count[label]
			if !ok {
				continue
			}
			labelsWith[c]--
			if c == 1 {
				delete(count, label)
			} else {
				count[label] = c - 1
				labelsWith[c-1]++
			}
			if c == best && labelsWith[c] == 0 {
				best--
			}
		default:
			answers = append(answers, best)
		}
	}
	return answers
}
