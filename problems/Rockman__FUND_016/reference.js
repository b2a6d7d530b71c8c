/**
 * @param {string} word
 * @returns {string}
 */
function shapeKey(word) {
  // Replace every letter by the position of its first occurrence in the word,
  // written as one character ('a' + position): a word has at most 12 letters.
  const first = new Map();
  let key = "";
  for (const ch of word) {
    if (!first.has(ch)) {
      first.set(ch, first.size);
    }
    key += String.fromCharCode(97 + first.get(ch));
  }
  return key;
}

/**
 * @param {Array<string>} words
 * @returns {number}
 */
function countSameShapePairs(words) {
  const seen = new Map();
  let pairs = 0;
  for (const word of words) {
    const key = shapeKey(word);
    pairs += seen.get(key) ?? 0;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return pairs;
}
