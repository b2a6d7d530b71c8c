const TAX_PERCENT = new Map([["food", 0], ["book", 5], ["toy", 20], ["tech", 20]]);
const SHIPPING_FEE = 499;
const FREE_SHIPPING_FROM = 3000;

/** @type {Map<string, (price: number, quantity: number) => number>} */
const BASE = new Map([
  ["food", (price, quantity) => foodBase(price * quantity, quantity)],
  ["book", (price, quantity) => price * (quantity - Math.floor(quantity / 3))],
  ["toy", (price, quantity) => price + (quantity - 1) * (price - Math.floor(price / 5))],
  ["tech", (price, quantity) => price * quantity],
]);

/**
 * @param {number} base
 * @param {number} quantity
 * @returns {number}
 */
function foodBase(base, quantity) {
  return quantity >= 10 ? base - Math.floor(base / 10) : base;
}

/**
 * @param {string} category
 * @param {number} price
 * @param {number} quantity
 * @returns {number}
 */
function lineTotal(category, price, quantity) {
  const base = BASE.get(category)(price, quantity);
  return base + Math.floor((base * TAX_PERCENT.get(category)) / 100);
}

/**
 * @param {number} goods
 * @param {number} techGoods
 * @param {string} coupon
 * @returns {number}
 */
function afterCoupon(goods, techGoods, coupon) {
  if (coupon === "SAVE10" && goods >= 5000) {
    return goods - Math.floor(goods / 10);
  }
  if (coupon === "FLAT500" && goods >= 2000) {
    return goods - 500;
  }
  if (coupon === "TECH15") {
    return goods - Math.floor((techGoods * 15) / 100);
  }
  return goods;
}

/**
 * @param {number} memberYears
 * @returns {number}
 */
function loyaltyPercent(memberYears) {
  if (memberYears >= 5) {
    return 5;
  }
  return memberYears >= 2 ? 2 : 0;
}

/**
 * All lines, tech lines and whether any line is not food; null when a category is unknown.
 * @param {Array<[string, number, number]>} items
 * @returns {{goods: number, techGoods: number, ships: boolean} | null}
 */
function totals(items) {
  const sum = { goods: 0, techGoods: 0, ships: false };
  for (const [category, price, quantity] of items) {
    if (!TAX_PERCENT.has(category)) {
      return null;
    }
    const line = lineTotal(category, price, quantity);
    sum.goods += line;
    sum.techGoods += category === "tech" ? line : 0;
    sum.ships = sum.ships || category !== "food";
  }
  return sum;
}

/**
 * @param {number} goods
 * @param {boolean} ships
 * @returns {number}
 */
function shipping(goods, ships) {
  return ships && goods < FREE_SHIPPING_FROM ? SHIPPING_FEE : 0;
}

/**
 * @param {Array<[string, number, number]>} items
 * @param {string} coupon
 * @param {number} memberYears
 * @returns {number}
 */
function invoiceTotal(items, coupon, memberYears) {
  if (items.length === 0) {
    return 0;
  }
  const sum = totals(items);
  if (sum === null) {
    return -1;
  }
  let goods = afterCoupon(sum.goods, sum.techGoods, coupon);
  goods -= Math.floor((goods * loyaltyPercent(memberYears)) / 100);
  return goods + shipping(goods, sum.ships);
}
