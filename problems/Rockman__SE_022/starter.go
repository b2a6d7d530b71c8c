type order struct {
	urgency int
	sku     string
	qty     int
}

var seen = map[string]bool{}
var orders []order
var today = 0

func addOrder(sku string, onHand int, demand int, lead int, safety int, target int, pack int, limit int) {
	cover := onHand / demand
	if cover < lead+safety {
		qty := (lead+target)*demand - onHand
		if limit > 0 {
			if qty > limit*demand {
				qty = limit * demand
			}
		}
		if pack > 1 {
			if qty%pack != 0 {
				qty = qty + (pack - qty%pack)
			}
		}
		orders = append(orders, order{cover - lead, sku, qty})
	}
}

func ReorderPlan(items []Tuple4[string, int, int, int], day int, maxOrders int) []Pair[string, int] {
	seen = map[string]bool{}
	orders = []order{}
	today = day
	for _, it := range items {
		sku := it.V0
		if seen[sku] {
			continue
		}
		seen[sku] = true
		if it.V2 == 0 {
			continue
		}
		if strings.HasPrefix(sku, "P-") {
			if it.V3+3 < 7 {
				addOrder(sku, it.V1, it.V2, it.V3, 0, it.V3+3, 1, 5)
			} else {
				addOrder(sku, it.V1, it.V2, it.V3, 0, 7, 1, 5)
			}
		} else if strings.HasPrefix(sku, "B-") {
			addOrder(sku, it.V1, it.V2, it.V3, 5, 30, 50, 0)
		} else if strings.HasPrefix(sku, "S-") {
			if today >= 152 {
				if today <= 243 {
					addOrder(sku, it.V1, it.V2, it.V3, 3, 10, 1, 0)
				}
			}
		} else {
			addOrder(sku, it.V1, it.V2, it.V3, 2, 14, 1, 0)
		}
	}
	for i := 0; i < len(orders); i++ {
		for j := 0; j < len(orders)-1-i; j++ {
			a := orders[j]
			b := orders[j+1]
			if a.urgency > b.urgency || (a.urgency == b.urgency && a.sku > b.sku) {
				orders[j] = b
				orders[j+1] = a
			}
		}
	}
	result := []Pair[string, int]{}
	for _, o := range orders {
		if len(result) < maxOrders {
			result = append(result, Pair[string, int]{o.sku, o.qty})
		}
	}
	return result
}
