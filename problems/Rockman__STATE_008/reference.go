package main

type invOrder struct {
	sku string
	qty int
}

// Inventory keeps stock on hand and reserved per sku, open reservations by order id, and the
// order ids already used.
type Inventory struct {
	stock    map[string]int
	reserved map[string]int
	orders   map[int]invOrder // open reservations
	usedIds  map[int]bool
}

// NewInventory returns a new Inventory.
func NewInventory() *Inventory {
	return &Inventory{
		stock:    map[string]int{},
		reserved: map[string]int{},
		orders:   map[int]invOrder{},
		usedIds:  map[int]bool{},
	}
}

func (i *Inventory) Restock(sku string, qty int) int {
	i.stock[sku] += qty
	return i.Available(sku)
}

func (i *Inventory) Reserve(orderId int, sku string, qty int) bool {
	if i.usedIds[orderId] || i.Available(sku) < qty {
		return false
	}
	i.usedIds[orderId] = true
	i.orders[orderId] = invOrder{sku, qty}
	i.reserved[sku] += qty
	return true
}

func (i *Inventory) Cancel(orderId int) bool {
	order, ok := i.orders[orderId]
	if !ok {
		return false
	}
	delete(i.orders, orderId)
	i.reserved[order.sku] -= order.qty
	return true
}

func (i *Inventory) Fulfill(orderId int) bool {
	order, ok := i.orders[orderId]
	if !ok {
		return false
	}
	delete(i.orders, orderId)
	i.reserved[order.sku] -= order.qty
	i.stock[order.sku] -= order.qty
	return true
}

func (i *Inventory) Available(sku string) int {
	return i.stock[sku] - i.reserved[sku]
}

func (i *Inventory) OnHand(sku string) int {
	return i.stock[sku]
}
