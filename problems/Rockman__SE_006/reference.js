class Inventory {
  constructor() {
    /** @type {Map<string, number>} */
    this.onHandBySku = new Map();
    /** @type {Map<string, number>} */
    this.reservedBySku = new Map();
    /** @type {Map<string, [string, number]>} order id -> [sku, qty] */
    this.orders = new Map();
  }

  /**
   * @param {string} sku
   * @param {number} qty
   * @returns {void}
   */
  add(sku, qty) {
    this.onHandBySku.set(sku, (this.onHandBySku.get(sku) ?? 0) + qty);
  }

  /**
   * @param {string} sku
   * @returns {number}
   */
  available(sku) {
    return (this.onHandBySku.get(sku) ?? 0) - (this.reservedBySku.get(sku) ?? 0);
  }

  /**
   * @param {string} sku
   * @returns {number}
   */
  onHand(sku) {
    return this.onHandBySku.get(sku) ?? 0;
  }

  /**
   * @param {string} sku
   * @param {number} qty
   * @returns {boolean}
   */
  remove(sku, qty) {
    if (qty < 1 || this.available(sku) < qty) {
      return false;
    }
    this.onHandBySku.set(sku, this.onHandBySku.get(sku) - qty);
    return true;
  }

  /**
   * @param {string} orderId
   * @param {string} sku
   * @param {number} qty
   * @returns {boolean}
   */
  reserve(orderId, sku, qty) {
    if (this.orders.has(orderId) || qty < 1 || this.available(sku) < qty) {
      return false;
    }
    this.orders.set(orderId, [sku, qty]);
    this.reservedBySku.set(sku, (this.reservedBySku.get(sku) ?? 0) + qty);
    return true;
  }

  /**
   * @param {string} orderId
   * @returns {boolean}
   */
  release(orderId) {
    const order = this.orders.get(orderId);
    if (order === undefined) {
      return false;
    }
    this.orders.delete(orderId);
    const [sku, qty] = order;
    this.reservedBySku.set(sku, this.reservedBySku.get(sku) - qty);
    return true;
  }

  /**
   * @param {string} orderId
   * @returns {boolean}
   */
  commit(orderId) {
    const order = this.orders.get(orderId);
    if (order === undefined) {
      return false;
    }
    this.orders.delete(orderId);
    const [sku, qty] = order;
    this.reservedBySku.set(sku, this.reservedBySku.get(sku) - qty);
    this.onHandBySku.set(sku, this.onHandBySku.get(sku) - qty);
    return true;
  }
}
