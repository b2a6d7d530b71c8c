package main

import (
	"sort"
	"strings"
)

// Pair is a tuple of 2 values.
type Pair[A, B any] struct {
	First  A
	Second B
}

// Tuple4 is a tuple of 4 values.
type Tuple4[T0, T1, T2, T3 any] struct {
	V0 T0
	V1 T1
	V2 T2
	V3 T3
}

// item is (sku, on hand, daily demand, lead time).
type item = Tuple4[string, int, int, int]

const seasonFirstDay = 152
const seasonLastDay = 243

type rule struct {
	safetyDays int
	targetDays int
	pack       int
	capDays    int
	perishable bool
	seasonal   bool
}

type order struct {
	urgency  int
	sku      string
	quantity int
}

var standard = rule{safetyDays: 2, targetDays: 14, pack: 1}
var rules = map[string]rule{
	"P-": {safetyDays: 0, targetDays: 7, pack: 1, capDays: 5, perishable: true},
	"B-": {safetyDays: 5, targetDays: 30, pack: 50},
	"S-": {safetyDays: 3, targetDays: 10, pack: 1, seasonal: true},
}

func ruleFor(sku string) rule {
	for prefix, r := range rules {
		if strings.HasPrefix(sku, prefix) {
			return r
		}
	}
	return standard
}

func firstOccurrences(items []item) []item {
	seen := map[string]bool{}
	kept := []item{}
	for _, it := range items {
		if !seen[it.V0] {
			seen[it.V0] = true
			kept = append(kept, it)
		}
	}
	return kept
}

func inPlay(r rule, day int) bool {
	return !r.seasonal || (seasonFirstDay <= day && day <= seasonLastDay)
}

func quantity(r rule, onHand int, demand int, lead int) int {
	target := r.targetDays
	if r.perishable && lead+3 < target {
		target = lead + 3
	}
	amount := (lead+target)*demand - onHand
	if r.capDays > 0 && amount > r.capDays*demand {
		amount = r.capDays * demand
	}
	return (amount + r.pack - 1) / r.pack * r.pack
}

func orderFor(it item, day int) (order, bool) {
	sku, onHand, demand, lead := it.V0, it.V1, it.V2, it.V3
	r := ruleFor(sku)
	if demand == 0 || !inPlay(r, day) {
		return order{}, false
	}
	cover := onHand / demand
	if cover >= lead+r.safetyDays {
		return order{}, false
	}
	return order{cover - lead, sku, quantity(r, onHand, demand, lead)}, true
}

func byUrgency(a, b order) bool {
	if a.urgency != b.urgency {
		return a.urgency < b.urgency
	}
	return a.sku < b.sku
}

func ReorderPlan(items []item, day int, maxOrders int) []Pair[string, int] {
	orders := []order{}
	for _, it := range firstOccurrences(items) {
		if o, ok := orderFor(it, day); ok {
			orders = append(orders, o)
		}
	}
	sort.Slice(orders, func(i, j int) bool { return byUrgency(orders[i], orders[j]) })
	plan := []Pair[string, int]{}
	for i := 0; i < len(orders) && i < maxOrders; i++ {
		plan = append(plan, Pair[string, int]{orders[i].sku, orders[i].quantity})
	}
	return plan
}
