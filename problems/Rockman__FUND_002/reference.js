/**
 * The text with every run of three or more equal letters written as the letter and its length.
 * @param {string} text
 * @returns {string}
 */
function shortenRuns(text) {
  const parts = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    let j = i;
    while (j < n && text[j] === text[i]) {
      j++;
    }
    const length = j - i;
    if (length >= 3) {
      parts.push(text[i] + String(length));
    } else {
      parts.push(text.slice(i, j));
    }
    i = j;
  }
  return parts.join("");
}
