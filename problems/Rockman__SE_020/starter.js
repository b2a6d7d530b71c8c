/**
 * @param {Array<[string, number, number]>} lines
 * @param {string} region
 * @param {string} coupon
 * @returns {number}
 */
function invoiceTotal(lines, region, coupon) {
  let total = 0;
  let netSum = 0;
  for (const line of lines) {
    const cat = line[0];
    const price = line[1];
    const qty = line[2];
    let amount = price * qty;
    let rate;
    let tax;
    if (coupon === "SAVE10") {
      if (cat !== "food") {
        amount = amount - Math.floor((amount * 10) / 100);
      }
    } else if (coupon === "BULK") {
      if (qty >= 10) {
        amount = amount - Math.floor((amount * 5) / 100);
      }
    }
    netSum = netSum + amount;
    if (region === "north") {
      if (cat === "food") {
        rate = 0;
      } else if (cat === "book") {
        rate = 0;
      } else if (cat === "electronics") {
        rate = 800;
      } else if (cat === "clothing") {
        rate = 500;
      } else {
        rate = 600;
      }
      tax = Math.floor((amount * rate + 5000) / 10000);
      total = total + amount + tax;
    } else if (region === "south") {
      if (cat === "food") {
        rate = 200;
      } else if (cat === "book") {
        rate = 0;
      } else if (cat === "clothing") {
        if (price < 10000) {
          rate = 0;
        } else {
          rate = 1000;
        }
      } else {
        rate = 1000;
      }
      tax = Math.floor((amount * rate + 5000) / 10000);
      total = total + amount + tax;
    } else if (region === "east") {
      if (cat === "food") {
        rate = 500;
      } else if (cat === "book") {
        rate = 500;
      } else {
        rate = 750;
      }
      tax = Math.floor((amount * rate + 5000) / 10000);
      total = total + amount + tax;
    } else {
      rate = 1000;
      tax = Math.floor((amount * rate + 5000) / 10000);
      total = total + amount + tax;
    }
  }
  if (coupon !== "FREESHIP") {
    if (netSum > 0) {
      if (netSum < 5000) {
        if (region === "east") {
          total = total + 799;
        } else {
          total = total + 499;
        }
      }
    }
  }
  return total;
}
