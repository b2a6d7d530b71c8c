interface Totals {
  goods: number;
  techGoods: number;
  ships: boolean;
}

const TAX_PERCENT: Map<string, number> = new Map([["food", 0], ["book", 5], ["toy", 20], ["tech", 20]]);
const SHIPPING_FEE = 499;
const FREE_SHIPPING_FROM = 3000;

const BASE: Map<string, (price: number, quantity: number) => number> = new Map([
  ["food", (price: number, quantity: number) => foodBase(price * quantity, quantity)],
  ["book", (price: number, quantity: number) => price * (quantity - Math.floor(quantity / 3))],
  ["toy", (price: number, quantity: number) => price + (quantity - 1) * (price - Math.floor(price / 5))],
  ["tech", (price: number, quantity: number) => price * quantity],
]);

function foodBase(base: number, quantity: number): number {
  return quantity >= 10 ? base - Math.floor(base / 10) : base;
}

function lineTotal(category: string, price: number, quantity: number): number {
  const base = BASE.get(category)!(price, quantity);
  return base + Math.floor((base * TAX_PERCENT.get(category)!) / 100);
}

function afterCoupon(goods: number, techGoods: number, coupon: string): number {
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

function loyaltyPercent(memberYears: number): number {
  if (memberYears >= 5) {
    return 5;
  }
  return memberYears >= 2 ? 2 : 0;
}

/** All lines, tech lines and whether any line is not food; null when a category is unknown. */
function totals(items: [string, number, number][]): Totals | null {
  const sum: Totals = { goods: 0, techGoods: 0, ships: false };
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

function shipping(goods: number, ships: boolean): number {
  return ships && goods < FREE_SHIPPING_FROM ? SHIPPING_FEE : 0;
}

function invoiceTotal(items: [string, number, number][], coupon: string, memberYears: number): number {
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
