let TOTAL = 0;
let TECH = 0;
let SHIP = false;

/**
 * @param {number} amount
 * @param {number} tax
 * @param {boolean} tech
 * @param {boolean} ship
 */
function add(amount, tax, tech, ship) {
  amount = amount + Math.floor((amount * tax) / 100);
  TOTAL = TOTAL + amount;
  if (tech) {
    TECH = TECH + amount;
  }
  if (ship) {
    SHIP = true;
  }
}

/**
 * @param {Array<[string, number, number]>} items
 * @param {string} coupon
 * @param {number} memberYears
 * @returns {number}
 */
function invoiceTotal(items, coupon, memberYears) {
  TOTAL = 0;
  TECH = 0;
  SHIP = false;
  if (items.length === 0) {
    return 0;
  }
  for (const [category, price, quantity] of items) {
    if (category === "food") {
      if (quantity >= 10) {
        add(price * quantity - Math.floor((price * quantity) / 10), 0, false, false);
      } else {
        add(price * quantity, 0, false, false);
      }
    } else if (category === "book") {
      const free = Math.floor(quantity / 3);
      add(price * (quantity - free), 5, false, true);
    } else if (category === "toy") {
      if (quantity > 1) {
        add(price + (quantity - 1) * (price - Math.floor(price / 5)), 20, false, true);
      } else {
        add(price, 20, false, true);
      }
    } else if (category === "tech") {
      add(price * quantity, 20, true, true);
    } else {
      return -1;
    }
  }
  if (coupon === "SAVE10") {
    if (TOTAL >= 5000) {
      TOTAL = TOTAL - Math.floor(TOTAL / 10);
    }
  } else if (coupon === "FLAT500") {
    if (TOTAL >= 2000) {
      TOTAL = TOTAL - 500;
    }
  } else if (coupon === "TECH15") {
    TOTAL = TOTAL - Math.floor((TECH * 15) / 100);
  }
  if (memberYears >= 5) {
    TOTAL = TOTAL - Math.floor((TOTAL * 5) / 100);
  } else if (memberYears >= 2) {
    TOTAL = TOTAL - Math.floor((TOTAL * 2) / 100);
  }
  if (SHIP) {
    if (TOTAL < 3000) {
      TOTAL = TOTAL + 499;
    }
  }
  return TOTAL;
}
