class Inventory {
  private onHandBySku = new Map<string, number>();
  private reservedBySku = new Map<string, number>();
  private orders = new Map<string, [string, number]>(); // order id -> [sku, qty]

  constructor() {}

  add(sku: string, qty: number): void {
    this.onHandBySku.set(sku, (this.onHandBySku.get(sku) ?? 0) + qty);
  }

  available(sku: string): number {
    return (this.onHandBySku.get(sku) ?? 0) - (this.reservedBySku.get(sku) ?? 0);
  }

  onHand(sku: string): number {
    return this.onHandBySku.get(sku) ?? 0;
  }

  remove(sku: string, qty: number): boolean {
    if (qty < 1 || this.available(sku) < qty) {
      return false;
    }
    this.onHandBySku.set(sku, this.onHandBySku.get(sku)! - qty);
    return true;
  }

  reserve(orderId: string, sku: string, qty: number): boolean {
    if (this.orders.has(orderId) || qty < 1 || this.available(sku) < qty) {
      return false;
    }
    this.orders.set(orderId, [sku, qty]);
    this.reservedBySku.set(sku, (this.reservedBySku.get(sku) ?? 0) + qty);
    return true;
  }

  release(orderId: string): boolean {
    const order = this.orders.get(orderId);
    if (order === undefined) {
      return false;
    }
    this.orders.delete(orderId);
    const [sku, qty] = order;
    this.reservedBySku.set(sku, this.reservedBySku.get(sku)! - qty);
    return true;
  }

  commit(orderId: string): boolean {
    const order = this.orders.get(orderId);
    if (order === undefined) {
      return false;
    }
    this.orders.delete(orderId);
    const [sku, qty] = order;
    this.reservedBySku.set(sku, this.reservedBySku.get(sku)! - qty);
    this.onHandBySku.set(sku, this.onHandBySku.get(sku)! - qty);
    return true;
  }
}
