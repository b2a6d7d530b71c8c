type order struct {
	sku string
	qty int
}

type Inventory struct {
	onHand   map[string]int
	reserved map[string]int
	orders   map[string]order
}

func NewInventory() *Inventory {
	return &Inventory{onHand: map[string]int{}, reserved: map[string]int{}, orders: map[string]order{}}
}

func (i *Inventory) Add(sku string, qty int) {
	i.onHand[sku] += qty
}

func (i *Inventory) Available(sku string) int {
	return i.onHand[sku] - i.reserved[sku]
}

func (i *Inventory) OnHand(sku string) int {
	return i.onHand[sku]
}

func (i *Inventory) Remove(sku string, qty int) bool {
	if qty < 1 || i.Available(sku) < qty {
		return false
	}
	i.onHand[sku] -= qty
	return true
}

// ---- the new feature: order reservations (complete the three methods below) ----

func (i *Inventory) Reserve(orderId string, sku string, qty int) bool {
	panic("not implemented")
}

func (i *Inventory) Release(orderId string) bool {
	panic("not implemented")
}

func (i *Inventory) Commit(orderId string) bool {
	panic("not implemented")
}
