// Unit letters, largest first: components must appear in this order.
const UNITS = new Map<string, number>([
  ["h", 3600],
  ["m", 60],
  ["s", 1],
  ["d", 86400], // "d" added in version 2
]);
const ORDER = [...UNITS.keys()];

function parseDuration(text: string): number | null {
  if (!text) {
    return null;
  }
  let total = 0;
  let lastRank = -1;
  let i = 0;
  while (i < text.length) {
    const start = i;
    while (i < text.length && /\d/.test(text[i])) {
      i++;
    }
    const digits = text.slice(start, i);
    if (digits.length < 1 || digits.length > 6 || i >= text.length || !UNITS.has(text[i])) {
      return null;
    }
    const unit = text[i];
    const rank = ORDER.indexOf(unit);
    if (rank <= lastRank) {
      return null;
    }
    lastRank = rank;
    total += Number(digits) * UNITS.get(unit);
    i++;
  }
  return total;
}
