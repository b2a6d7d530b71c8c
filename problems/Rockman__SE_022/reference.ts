type Item = [string, number, number, number];

interface Rule {
  safetyDays: number;
  targetDays: number;
  pack: number;
  capDays: number;
  perishable: boolean;
  seasonal: boolean;
}

interface Order {
  urgency: number;
  sku: string;
  quantity: number;
}

const SEASON_FIRST_DAY = 152;
const SEASON_LAST_DAY = 243;

const STANDARD: Rule = { safetyDays: 2, targetDays: 14, pack: 1, capDays: 0, perishable: false, seasonal: false };
const RULES = new Map<string, Rule>([
  ["P-", { ...STANDARD, safetyDays: 0, targetDays: 7, capDays: 5, perishable: true }],
  ["B-", { ...STANDARD, safetyDays: 5, targetDays: 30, pack: 50 }],
  ["S-", { ...STANDARD, safetyDays: 3, targetDays: 10, seasonal: true }],
]);

function ruleFor(sku: string): Rule {
  return RULES.get(sku.slice(0, 2)) ?? STANDARD;
}

function firstOccurrences(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter(([sku]) => {
    const fresh = !seen.has(sku);
    seen.add(sku);
    return fresh;
  });
}

function inPlay(rule: Rule, day: number): boolean {
  return !rule.seasonal || (SEASON_FIRST_DAY <= day && day <= SEASON_LAST_DAY);
}

function quantity(rule: Rule, onHand: number, demand: number, lead: number): number {
  const target = rule.perishable ? Math.min(lead + 3, rule.targetDays) : rule.targetDays;
  let amount = (lead + target) * demand - onHand;
  if (rule.capDays > 0) {
    amount = Math.min(amount, rule.capDays * demand);
  }
  return Math.ceil(amount / rule.pack) * rule.pack;
}

function orderFor([sku, onHand, demand, lead]: Item, day: number): Order | null {
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

function byUrgency(a: Order, b: Order): number {
  if (a.urgency !== b.urgency) {
    return a.urgency - b.urgency;
  }
  return a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0;
}

function reorderPlan(items: Item[], day: number, maxOrders: number): [string, number][] {
  return firstOccurrences(items)
    .map((item) => orderFor(item, day))
    .filter((order): order is Order => order !== null)
    .sort(byUrgency)
    .slice(0, maxOrders)
    .map((order): [string, number] => [order.sku, order.quantity]);
}
