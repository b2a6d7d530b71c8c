/**
 * The k most frequent words of text (runs of ASCII letters, lowercased), skipping words of
 * length 1 and stop words.
 * @param {string} text
 * @param {Array<string>} stopwords
 * @param {number} k
 * @returns {Array<string>}
 */
function topWords(text, stopwords, k) {
  const stop = new Set(stopwords.map((word) => word.toLowerCase()));
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const match of text.matchAll(/[A-Za-z]+/g)) {
    const word = match[0].toLowerCase();
    if (word.length < 2 || stop.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const ranked = [...counts.keys()].sort((x, y) => {
    const cx = counts.get(x) ?? 0;
    const cy = counts.get(y) ?? 0;
    if (cx !== cy) return cy - cx;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return ranked.slice(0, k);
}
