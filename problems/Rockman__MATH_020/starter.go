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
	// Missing part: append the convergent (h, k) of every prefix a0, ..., ai of terms.
	return result
}
