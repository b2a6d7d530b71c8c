/** @typedef {[number, number, number, number]} Package */
/** @typedef {[number, number, number]} Sides the three sides, longest first */
/** @typedef {{zone: string, service: string, options: Set<string>}} Quote */

const MAX_GIRTH = 300;
const MAX_WEIGHT = 30000;
const OVERSIZE_SIDE = 120;
const OVERSIZE_FEE = 2000;
const STEP_GRAMS = 500;
// zone -> [rate of the first step, rate of each further step]
const ZONE_RATES = new Map([
  ["local", [300, 100]],
  ["national", [450, 125]],
  ["international", [1500, 400]],
]);
const SERVICES = new Set(["economy", "express", "overnight"]);

function ceilDiv(a, b) {
  return Math.floor((a + b - 1) / b);
}

function sortedSides([length, width, height]) {
  return [length, width, height].sort((x, y) => y - x);
}

function fits(sides, weight) {
  return sides[0] + 2 * (sides[1] + sides[2]) <= MAX_GIRTH && weight <= MAX_WEIGHT;
}

function baseRate(zone, sides, weight) {
  const volumeWeight = ceilDiv(sides[0] * sides[1] * sides[2], 5);
  const steps = Math.max(1, ceilDiv(Math.max(weight, volumeWeight), STEP_GRAMS));
  const [first, extra] = ZONE_RATES.get(zone);
  return first + extra * (steps - 1);
}

function withService(service, base) {
  if (service === "express") {
    return ceilDiv(base * 3, 2);
  }
  if (service === "overnight") {
    return base * 2;
  }
  return base;
}

function optionFees(quote, cost) {
  let extra = quote.options.has("fragile") ? Math.floor((cost * 15) / 100) : 0;
  if (quote.options.has("signature")) {
    extra += 250;
  }
  if (quote.options.has("saturday") && quote.service === "overnight") {
    extra += 1000;
  }
  return extra;
}

function price(quote, pkg) {
  const sides = sortedSides(pkg);
  const weight = pkg[3];
  if (!fits(sides, weight) || (quote.service === "overnight" && quote.zone === "international")) {
    return -1;
  }
  const cost = withService(quote.service, baseRate(quote.zone, sides, weight));
  const oversize = sides[0] > OVERSIZE_SIDE ? OVERSIZE_FEE : 0;
  return cost + oversize + optionFees(quote, cost);
}

function applyVolumeDiscount(costs) {
  let accepted = 0;
  return costs.map((cost) => {
    if (cost === -1) {
      return cost;
    }
    accepted += 1;
    return accepted >= 3 ? cost - Math.floor((cost * 10) / 100) : cost;
  });
}

/**
 * @param {Array<[number, number, number, number]>} packages
 * @param {string} zone
 * @param {string} service
 * @param {Array<string>} options
 * @returns {Array<number>}
 */
function quoteShipments(packages, zone, service, options) {
  if (!ZONE_RATES.has(zone) || !SERVICES.has(service)) {
    return packages.map(() => -1);
  }
  const quote = { zone, service, options: new Set(options) };
  return applyVolumeDiscount(packages.map((pkg) => price(quote, pkg)));
}
