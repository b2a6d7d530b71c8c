const WORD = /[A-Za-z]+/g;

/**
 * The k most frequent words of text (runs of ASCII letters, compared case-insensitively), in
 * lowercase, by decreasing count and then alphabetically.
 * @param {string} text
 * @param {number} k
 * @returns {Array<string>}
 */
function topWords(text, k) {
  const counts = new Map();
  for (const [match] of text.matchAll(WORD)) {
    const word = match.toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const ranked = [...counts].sort(
    ([wordA, countA], [wordB, countB]) =>
      countB - countA || (wordA < wordB ? -1 : wordA > wordB ? 1 : 0),
  );
  return ranked.slice(0, k).map(([word]) => word);
}
