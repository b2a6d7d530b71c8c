function shapeKey(word: string): string {
  // Replace every letter by the position of its first occurrence in the word,
  // written as one character ('a' + position): a word has at most 12 letters.
  const first = new Map<string, number>();
  let key = "";
  for (const ch of word) {
    if (!first.has(ch)) {
      first.set(ch, first.size);
    }
    key += String.fromCharCode(97 + first.get(ch));
  }
  return key;
}

function countSameShapePairs(words: string[]): number {
  const seen = new Map<string, number>();
  let pairs = 0;
  for (const word of words) {
    const key = shapeKey(word);
    pairs += seen.get(key) ?? 0;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return pairs;
}
