const DEFAULT_RATE = 1000;
const RATES: Map<string, Map<string, number>> = new Map([
  ["north", new Map([["food", 0], ["book", 0], ["electronics", 800], ["clothing", 500], ["*", 600]])],
  ["south", new Map([["food", 200], ["book", 0], ["*", 1000]])],
  ["east", new Map([["food", 500], ["book", 500], ["*", 750]])],
]);
const SOUTH_CLOTHING_LIMIT = 10000;
const FREE_SHIPPING_FROM = 5000;

function taxRate(region: string, category: string, price: number): number {
  if (region === "south" && category === "clothing" && price < SOUTH_CLOTHING_LIMIT) {
    return 0;
  }
  const table = RATES.get(region);
  if (table === undefined) {
    return DEFAULT_RATE;
  }
  return table.has(category) ? table.get(category) : table.get("*");
}

function discount(coupon: string, category: string, quantity: number, amount: number): number {
  if (coupon === "SAVE10" && category !== "food") {
    return Math.floor((amount * 10) / 100);
  }
  if (coupon === "BULK" && quantity >= 10) {
    return Math.floor((amount * 5) / 100);
  }
  return 0;
}

function shipping(netSum: number, region: string, coupon: string): number {
  if (coupon === "FREESHIP" || netSum === 0 || netSum >= FREE_SHIPPING_FROM) {
    return 0;
  }
  return region === "east" ? 799 : 499;
}

function invoiceTotal(lines: [string, number, number][], region: string, coupon: string): number {
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
