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

  // ---- the new feature: order reservations (complete the three methods below) ----

  reserve(orderId: string, sku: string, qty: number): boolean {
    throw new Error("not implemented");
  }

  release(orderId: string): boolean {
    throw new Error("not implemented");
  }

  commit(orderId: string): boolean {
    throw new Error("not implemented");
  }
}
