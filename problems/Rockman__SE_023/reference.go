package main

import "sort"

const (
	maxGirth     = 300
	maxWeight    = 30000
	oversizeSide = 120
	oversizeFee  = 2000
	stepGrams    = 500
)

// zoneRates holds, per zone, the rate of the first step and of each further step.
var zoneRates = map[string][2]int{"local": {300, 100}, "national": {450, 125}, "international": {1500, 400}}
var services = map[string]bool{"economy": true, "express": true, "overnight": true}

type quote struct {
	zone    string
	service string
	options map[string]bool
}

func ceilDiv(a int, b int) int {
	return (a + b - 1) / b
}

// sortedSides returns the three sides, longest first.
func sortedSides(pkg [4]int) [3]int {
	sides := []int{pkg[0], pkg[1], pkg[2]}
	sort.Sort(sort.Reverse(sort.IntSlice(sides)))
	return [3]int{sides[0], sides[1], sides[2]}
}

func fits(sides [3]int, weight int) bool {
	return sides[0]+2*(sides[1]+sides[2]) <= maxGirth && weight <= maxWeight
}

func baseRate(zone string, sides [3]int, weight int) int {
	billed := weight
	if volumeWeight := ceilDiv(sides[0]*sides[1]*sides[2], 5); volumeWeight > billed {
		billed = volumeWeight
	}
	steps := ceilDiv(billed, stepGrams)
	if steps < 1 {
		steps = 1
	}
	rates := zoneRates[zone]
	return rates[0] + rates[1]*(steps-1)
}

func withService(service string, base int) int {
	switch service {
	case "express":
		return ceilDiv(base*3, 2)
	case "overnight":
		return base * 2
	}
	return base
}

func oversizeFeeOf(sides [3]int) int {
	if sides[0] > oversizeSide {
		return oversizeFee
	}
	return 0
}

func fragileFee(q quote, cost int) int {
	if q.options["fragile"] {
		return cost * 15 / 100
	}
	return 0
}

func optionFees(q quote, cost int) int {
	extra := fragileFee(q, cost)
	if q.options["signature"] {
		extra += 250
	}
	if q.options["saturday"] && q.service == "overnight" {
		extra += 1000
	}
	return extra
}

func price(q quote, pkg [4]int) int {
	sides, weight := sortedSides(pkg), pkg[3]
	if !fits(sides, weight) || (q.service == "overnight" && q.zone == "international") {
		return -1
	}
	cost := withService(q.service, baseRate(q.zone, sides, weight))
	return cost + oversizeFeeOf(sides) + optionFees(q, cost)
}

func applyVolumeDiscount(costs []int) []int {
	accepted := 0
	for i, cost := range costs {
		if cost == -1 {
			continue
		}
		if accepted++; accepted >= 3 {
			costs[i] = cost - cost*10/100
		}
	}
	return costs
}

func refusedAll(count int) []int {
	costs := make([]int, count)
	for i := range costs {
		costs[i] = -1
	}
	return costs
}

func newQuote(zone string, service string, options []string) quote {
	q := quote{zone, service, map[string]bool{}}
	for _, option := range options {
		q.options[option] = true
	}
	return q
}

// QuoteShipments returns the cost of each package in cents, -1 for a refused one.
func QuoteShipments(packages [][4]int, zone string, service string, options []string) []int {
	if _, known := zoneRates[zone]; !known || !services[service] {
		return refusedAll(len(packages))
	}
	q := newQuote(zone, service, options)
	costs := make([]int, len(packages))
	for i, pkg := range packages {
		costs[i] = price(q, pkg)
	}
	return applyVolumeDiscount(costs)
}
