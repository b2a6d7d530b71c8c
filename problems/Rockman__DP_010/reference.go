package main

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// bestOnLine returns the largest total of non-neighbouring values in a straight row.
func bestOnLine(values []int) int {
	take, skip := 0, 0
	for _, v := range values {
		take, skip = skip+v, maxInt(take, skip)
	}
	return maxInt(take, skip)
}

// BrightestRing returns the largest total brightness of lanterns lit in the circle with no two
// lit lanterns next to each other.
func BrightestRing(lanterns []int) int {
	n := len(lanterns)
	if n == 0 {
		return 0
	}
	if n == 1 {
		return lanterns[0]
	}
	// lantern 0 and lantern n - 1 are neighbours: drop one of them
	return maxInt(bestOnLine(lanterns[1:]), bestOnLine(lanterns[:n-1]))
}
