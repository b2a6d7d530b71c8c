function priceOne(length, width, height, weight, zone, service, fragile, signature, saturday) {
  const dims = [length, width, height];
  dims.sort((x, y) => x - y);
  const a = dims[2];
  const b = dims[1];
  const c = dims[0];
  if (a + 2 * b + 2 * c > 300) {
    return -1;
  }
  if (weight > 30000) {
    return -1;
  }
  const vol = length * width * height;
  let volWeight = Math.floor(vol / 5);
  if (vol % 5 !== 0) {
    volWeight = volWeight + 1;
  }
  let bill = weight;
  if (volWeight > bill) {
    bill = volWeight;
  }
  let steps = Math.floor(bill / 500);
  if (bill % 500 !== 0) {
    steps = steps + 1;
  }
  if (steps < 1) {
    steps = 1;
  }
  let base;
  if (zone === "local") {
    base = 300 + 100 * (steps - 1);
  } else if (zone === "national") {
    base = 450 + 125 * (steps - 1);
  } else {
    base = 1500 + 400 * (steps - 1);
  }
  let cost;
  if (service === "economy") {
    cost = base;
  } else if (service === "express") {
    cost = Math.floor(base * 3 / 2);
    if (base * 3 % 2 !== 0) {
      cost = cost + 1;
    }
  } else {
    if (zone === "international") {
      return -1;
    }
    cost = base * 2;
  }
  let extra = 0;
  if (fragile) {
    extra = extra + Math.floor(cost * 15 / 100);
  }
  if (a > 120) {
    extra = extra + 2000;
  }
  if (signature) {
    extra = extra + 250;
  }
  if (saturday) {
    if (service === "overnight") {
      extra = extra + 1000;
    }
  }
  return cost + extra;
}

/**
 * @param {Array<[number, number, number, number]>} packages
 * @param {string} zone
 * @param {string} service
 * @param {Array<string>} options
 * @returns {Array<number>}
 */
function quoteShipments(packages, zone, service, options) {
  const result = [];
  if (zone !== "local" && zone !== "national" && zone !== "international") {
    for (const p of packages) {
      result.push(-1);
    }
    return result;
  }
  if (service !== "economy" && service !== "express" && service !== "overnight") {
    for (const p of packages) {
      result.push(-1);
    }
    return result;
  }
  let fragile = false;
  let signature = false;
  let saturday = false;
  for (const o of options) {
    if (o === "fragile") {
      fragile = true;
    } else if (o === "signature") {
      signature = true;
    } else if (o === "saturday") {
      saturday = true;
    }
  }
  let accepted = 0;
  for (const p of packages) {
    let cost = priceOne(p[0], p[1], p[2], p[3], zone, service, fragile, signature, saturday);
    if (cost === -1) {
      result.push(-1);
    } else {
      accepted = accepted + 1;
      if (accepted >= 3) {
        cost = cost - Math.floor(cost * 10 / 100);
      }
      result.push(cost);
    }
  }
  return result;
}
