/** Stock on hand and reserved per sku, open reservations by order id, and used order ids. */
class Inventory {
  constructor() {
    /** @type {Map<string, number>} */
    this.stock = new Map();
    /** @type {Map<string, number>} */
    this.reserved = new Map();
    /** @type {Map<number, [string, number]>} open reservations */
    this.orders = new Map();
    /** @type {Set<number>} */
    this.usedIds = new Set();
  }

  /**
   * @param {string} sku
   * @param {number} qty
   * @returns {number}
   */
  restock(sku, qty) {
    this.stock.set(sku, (this.stock.get(sku) ?? 0) + qty);
    return this.available(sku);
  }

  /**
   * @param {number} orderId
   * @param {string} sku
   * @param {number} qty
   * @returns {boolean}
   */
  reserve(orderId, sku, qty) {
    if (this.usedIds.has(orderId) || this.available(sku) < qty) return false;
    this.usedIds.add(orderId);
    this.orders.set(orderId, [sku, qty]);
    this.reserved.set(sku, (this.reserved.get(sku) ?? 0) + qty);
    return true;
  }

  /**
   * @param {number} orderId
   * @returns {boolean}
   */
  cancel(orderId) {
    const order = this.orders.get(orderId);
    if (order === undefined) return false;
    this.orders.delete(orderId);
    const [sku, qty] = order;
    this.reserved.set(sku, this.reserved.get(sku) - qty);
    return true;
  }

  /**
   * @param {number} orderId
   * @returns {boolean}
   */
  fulfill(orderId) {
    const order = this.orders.get(orderId);
    if (order === undefined) return false;
    this.orders.delete(orderId);
    const [sku, qty] = order;
    this.reserved.set(sku, this.reserved.get(sku) - qty);
    this.stock.set(sku, this.stock.get(sku) - qty);
    return true;
  }

  /**
   * @param {string} sku
   * @returns {number}
   */
  available(sku) {
    return (this.stock.get(sku) ?? 0) - (this.reserved.get(sku) ?? 0);
  }

  /**
   * @param {string} sku
   * @returns {number}
   */
  onHand(sku) {
    return this.stock.get(sku) ?? 0;
  }
}
