package main

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

func (i *Inventory) Reserve(orderId string, sku string, qty int) bool {
	if _, active := i.orders[orderId]; active || qty < 1 || i.Available(sku) < qty {
		return false
	}
	i.orders[orderId] = order{sku, qty}
	i.reserved[sku] += qty
	return true
}

func (i *Inventory) Release(orderId string) bool {
	o, active := i.orders[orderId]
	if !active {
		return false
	}
	delete(i.orders, orderId)
	i.reserved[o.sku] -= o.qty
	return true
}

func (i *Inventory) Commit(orderId string) bool {
	o, active := i.orders[orderId]
	if !active {
		return false
	}
	delete(i.orders, orderId)
	i.reserved[o.sku] -= o.qty
	i.onHand[o.sku] -= o.qty
	return true
}
