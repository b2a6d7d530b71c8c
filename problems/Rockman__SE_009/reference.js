// Unit letters, largest first: components must appear in this order.
const UNITS = new Map([
  ["d", 86400],
  ["h", 3600],
  ["m", 60],
  ["s", 1],
]);
const ORDER = [...UNITS.keys()];

/**
 * @param {string} text
 * @returns {number | null}
 */
function parseDuration(text) {
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
