let seen = new Set();
let orders = [];
let currentDay = 0;

function addOrder(sku, onHand, demand, lead, safety, target, pack, cap) {
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

/**
 * @param {Array<[string, number, number, number]>} items
 * @param {number} day
 * @param {number} maxOrders
 * @returns {Array<[string, number]>}
 */
function reorderPlan(items, day, maxOrders) {
  seen = new Set();
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
  const result = [];
  for (const o of orders) {
    if (result.length < maxOrders) {
      result.push([o[1], o[2]]);
    }
  }
  return result;
}
