func priceOne(length int, width int, height int, weight int, zone string, service string, fragile bool, signature bool, saturday bool) int {
	dims := []int{length, width, height}
	sort.Ints(dims)
	a := dims[2]
	b := dims[1]
	c := dims[0]
	if a+2*b+2*c > 300 {
		return -1
	}
	if weight > 30000 {
		return -1
	}
	vol := length * width * height
	volWeight := vol / 5
	if vol%5 != 0 {
		volWeight = volWeight + 1
	}
	bill := weight
	if volWeight > bill {
		bill = volWeight
	}
	steps := bill / 500
	if bill%500 != 0 {
		steps = steps + 1
	}
	if steps < 1 {
		steps = 1
	}
	var base int
	if zone == "local" {
		base = 300 + 100*(steps-1)
	} else if zone == "national" {
		base = 450 + 125*(steps-1)
	} else {
		base = 1500 + 400*(steps-1)
	}
	var cost int
	if service == "economy" {
		cost = base
	} else if service == "express" {
		cost = base * 3 / 2
		if base*3%2 != 0 {
			cost = cost + 1
		}
	} else {
		if zone == "international" {
			return -1
		}
		cost = base * 2
	}
	extra := 0
	if fragile {
		extra = extra + cost*15/100
	}
	if a > 120 {
		extra = extra + 2000
	}
	if signature {
		extra = extra + 250
	}
	if saturday {
		if service == "overnight" {
			extra = extra + 1000
		}
	}
	return cost + extra
}

func QuoteShipments(packages [][4]int, zone string, service string, options []string) []int {
	result := []int{}
	if zone != "local" && zone != "national" && zone != "international" {
		for range packages {
			result = append(result, -1)
		}
		return result
	}
	if service != "economy" && service != "express" && service != "overnight" {
		for range packages {
			result = append(result, -1)
		}
		return result
	}
	fragile := false
	signature := false
	saturday := false
	for _, o := range options {
		if o == "fragile" {
			fragile = true
		} else if o == "signature" {
			signature = true
		} else if o == "saturday" {
			saturday = true
		}
	}
	accepted := 0
	for _, p := range packages {
		cost := priceOne(p[0], p[1], p[2], p[3], zone, service, fragile, signature, saturday)
		if cost == -1 {
			result = append(result, -1)
		} else {
			accepted = accepted + 1
			if accepted >= 3 {
				cost = cost - cost*10/100
			}
			result = append(result, cost)
		}
	}
	return result
}
