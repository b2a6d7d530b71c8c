package main

// Convergents returns the convergents (h, k) of the canonical continued fraction of p / q, in order.
func Convergents(p int, q int) [][2]int {
	if q < 0 {
		p, q = -p, -q
	}
	terms := []int{}
	for q != 0 {
		a := p / q
		if p%q < 0 {
			a-- // round toward minus infinity, as q > 0
		}
		terms = append(terms, a)
		p, q = q, p-a*q
	}
	// terms holds a0, a1, ..., ak
	result := [][2]int{}
	hPrev, h := 0, 1 // h(-2), h(-1)
	kPrev, k := 1, 0 // k(-2), k(-1)
	for _, a := range terms {
		hPrev, h = h, a*h+hPrev
		kPrev, k = k, a*k+kPrev
		result = append(result, [2]int{h, k})
	}
	return result
}
