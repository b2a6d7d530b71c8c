/** Stock on hand and reserved per sku, open reservations by order id, and used order ids. */
class Inventory {
  private readonly stock = new Map<string, number>();
  private readonly reserved = new Map<string, number>();
  private readonly orders = new Map<number, [string, number]>(); // open reservations
  private readonly usedIds = new Set<number>();

  constructor() {
  }

  restock(sku: string, qty: number): number {
    this.stock.set(sku, (this.stock.get(sku) ?? 0) + qty);
    return this.available(sku);
  }

  reserve(orderId: number, sku: string, qty: number): boolean {
    if (this.usedIds.has(orderId) || this.available(sku) < qty) return false;
    this.usedIds.add(orderId);
    this.orders.set(orderId, [sku, qty]);
    this.reserved.set(sku, (this.reserved.get(sku) ?? 0) + qty);
    return true;
  }

  cancel(orderId: number): boolean {
    const order = this.orders.get(orderId);
    if (order === undefined) return false;
    this.orders.delete(orderId);
    const [sku, qty] = order;
    this.reserved.set(sku, (this.reserved.get(sku) ?? 0) - qty);
    return true;
  }

  fulfill(orderId: number): boolean {
    const order = this.orders.get(orderId);
    if (order === undefined) return false;
    this.orders.delete(orderId);
    const [sku, qty] = order;
    this.reserved.set(sku, (this.reserved.get(sku) ?? 0) - qty);
    this.stock.set(sku, (this.stock.get(sku) ?? 0) - qty);
    return true;
  }

  available(sku: string): number {
    return (this.stock.get(sku) ?? 0) - (this.reserved.get(sku) ?? 0);
  }

  onHand(sku: string): number {
    return this.stock.get(sku) ?? 0;
  }
}
