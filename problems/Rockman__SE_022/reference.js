const SEASON_FIRST_DAY = 152;
const SEASON_LAST_DAY = 243;

/**
 * @typedef {{safetyDays: number, targetDays: number, pack: number, capDays: number,
 *            perishable: boolean, seasonal: boolean}} Rule
 */

/** @type {Rule} */
const STANDARD = { safetyDays: 2, targetDays: 14, pack: 1, capDays: 0, perishable: false, seasonal: false };
/** @type {Map<string, Rule>} */
const RULES = new Map([
  ["P-", { ...STANDARD, safetyDays: 0, targetDays: 7, capDays: 5, perishable: true }],
  ["B-", { ...STANDARD, safetyDays: 5, targetDays: 30, pack: 50 }],
  ["S-", { ...STANDARD, safetyDays: 3, targetDays: 10, seasonal: true }],
]);

/**
 * @param {string} sku
 * @returns {Rule}
 */
function ruleFor(sku) {
  return RULES.get(sku.slice(0, 2)) ?? STANDARD;
}

/**
 * @param {Array<[string, number, number, number]>} items
 * @returns {Array<[string, number, number, number]>}
 */
function firstOccurrences(items) {
  const seen = new Set();
  return items.filter(([sku]) => {
    const fresh = !seen.has(sku);
    seen.add(sku);
    return fresh;
  });
}

/**
 * @param {Rule} rule
 * @param {number} day
 * @returns {boolean}
 */
function inPlay(rule, day) {
  return !rule.seasonal || (SEASON_FIRST_DAY <= day && day <= SEASON_LAST_DAY);
}

/**
 * @param {Rule} rule
 * @param {number} onHand
 * @param {number} demand
 * @param {number} lead
 * @returns {number}
 */
function quantity(rule, onHand, demand, lead) {
  const target = rule.perishable ? Math.min(lead + 3, rule.targetDays) : rule.targetDays;
  let amount = (lead + target) * demand - onHand;
  if (rule.capDays > 0) {
    amount = Math.min(amount, rule.capDays * demand);
  }
  return Math.ceil(amount / rule.pack) * rule.pack;
}

/**
 * @param {[string, number, number, number]} item
 * @param {number} day
 * @returns {{urgency: number, sku: string, quantity: number} | null}
 */
function orderFor([sku, onHand, demand, lead], day) {
  const rule = ruleFor(sku);
  if (demand === 0 || !inPlay(rule, day)) {
    return null;
  }
  const cover = Math.floor(onHand / demand);
  if (cover >= lead + rule.safetyDays) {
    return null;
  }
  return { urgency: cover - lead, sku, quantity: quantity(rule, onHand, demand, lead) };
}

/**
 * @param {{urgency: number, sku: string}} a
 * @param {{urgency: number, sku: string}} b
 * @returns {number}
 */
function byUrgency(a, b) {
  if (a.urgency !== b.urgency) {
    return a.urgency - b.urgency;
  }
  return a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0;
}

/**
 * @param {Array<[string, number, number, number]>} items
 * @param {number} day
 * @param {number} maxOrders
 * @returns {Array<[string, number]>}
 */
function reorderPlan(items, day, maxOrders) {
  return firstOccurrences(items)
    .map((item) => orderFor(item, day))
    .filter((order) => order !== null)
    .sort(byUrgency)
    .slice(0, maxOrders)
    .map((order) => [order.sku, order.quantity]);
}
