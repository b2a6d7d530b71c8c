let seen = new Set<string>();
let orders: [number, string, number][] = [];
let currentDay = 0;

function addOrder(sku: string, onHand: number, demand: number, lead: number, safety: number, target: number, pack: number, cap: number): void {
  const cover = Math.floor(onHand / demand);
  if (cover < lead + safety) {
    let qty = (lead + target) * demand - onHand;
    if (cap > 0) {
      if (qty > cap * demand) {
        qty = cap * demand;
      }
    }
    if (pack > 1) {
      if (qty % pack !== 0) {
        qty = qty + (pack - qty % pack);
      }
    }
    orders.push([cover - lead, sku, qty]);
  }
}

function reorderPlan(items: [string, number, number, number][], day: number, maxOrders: number): [string, number][] {
  seen = new Set<string>();
  orders = [];
  currentDay = day;
  for (const it of items) {
    const sku = it[0];
    if (seen.has(sku)) {
      continue;
    }
    seen.add(sku);
    if (it[2] === 0) {
      continue;
    }
    if (sku.startsWith("P-")) {
      if (it[3] + 3 < 7) {
        addOrder(sku, it[1], it[2], it[3], 0, it[3] + 3, 1, 5);
      } else {
        addOrder(sku, it[1], it[2], it[3], 0, 7, 1, 5);
      }
    } else if (sku.startsWith("B-")) {
      addOrder(sku, it[1], it[2], it[3], 5, 30, 50, 0);
    } else if (sku.startsWith("S-")) {
      if (currentDay >= 152) {
        if (currentDay <= 243) {
          addOrder(sku, it[1], it[2], it[3], 3, 10, 1, 0);
        }
      }
    } else {
      addOrder(sku, it[1], it[2], it[3], 2, 14, 1, 0);
    }
  }
  for (let i = 0; i < orders.length; i++) {
    for (let j = 0; j < orders.length - 1 - i; j++) {
      const a = orders[j];
      const b = orders[j + 1];
      if (a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])) {
        orders[j] = b;
        orders[j + 1] = a;
      }
    }
  }
  const result: [string, number][] = [];
  for (const o of orders) {
    if (result.length < maxOrders) {
      result.push([o[1], o[2]]);
    }
  }
  return result;
}
