const DEFAULT_RATE = 1000;
const RATES = new Map([
  ["north", new Map([["food", 0], ["book", 0], ["electronics", 800], ["clothing", 500], ["*", 600]])],
  ["south", new Map([["food", 200], ["book", 0], ["*", 1000]])],
  ["east", new Map([["food", 500], ["book", 500], ["*", 750]])],
]);
const SOUTH_CLOTHING_LIMIT = 10000;
const FREE_SHIPPING_FROM = 5000;

/**
 * @param {string} region
 * @param {string} category
 * @param {number} price
 * @returns {number}
 */
function taxRate(region, category, price) {
  if (region === "south" && category === "clothing" && price < SOUTH_CLOTHING_LIMIT) {
    return 0;
  }
  const table = RATES.get(region);
  if (table === undefined) {
    return DEFAULT_RATE;
  }
  return table.has(category) ? table.get(category) : table.get("*");
}

/**
 * @param {string} coupon
 * @param {string} category
 * @param {number} quantity
 * @param {number} amount
 * @returns {number}
 */
function discount(coupon, category, quantity, amount) {
  if (coupon === "SAVE10" && category !== "food") {
    return Math.floor((amount * 10) / 100);
  }
  if (coupon === "BULK" && quantity >= 10) {
    return Math.floor((amount * 5) / 100);
  }
  return 0;
}

/**
 * @param {number} netSum
 * @param {string} region
 * @param {string} coupon
 * @returns {number}
 */
function shipping(netSum, region, coupon) {
  if (coupon === "FREESHIP" || netSum === 0 || netSum >= FREE_SHIPPING_FROM) {
    return 0;
  }
  return region === "east" ? 799 : 499;
}

/**
 * @param {Array<[string, number, number]>} lines
 * @param {string} region
 * @param {string} coupon
 * @returns {number}
 */
function invoiceTotal(lines, region, coupon) {
  let netSum = 0;
  let taxSum = 0;
  for (const [category, price, quantity] of lines) {
    const amount = price * quantity;
    const net = amount - discount(coupon, category, quantity, amount);
    netSum += net;
    taxSum += Math.floor((net * taxRate(region, category, price) + 5000) / 10000);
  }
  return netSum + taxSum + shipping(netSum, region, coupon);
}
