/**
 * The k most frequent words of text (runs of ASCII letters, lowercased), skipping words of
 * length 1 and stop words.
 */
function topWords(text: string, stopwords: string[], k: number): string[] {
  const stop = new Set(stopwords.map((word) => word.toLowerCase()));
  const counts = new Map<string, number>();
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
