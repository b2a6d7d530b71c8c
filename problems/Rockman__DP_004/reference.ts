/**
 * The minimum number of single-character insertions that make word a palindrome.
 */
function fewestInsertions(word: string): number {
  const n = word.length;
  if (n < 2) {
    return 0;
  }
  // cur[i] for the current length = insertions for word.slice(i, i + length)
  let prev2: number[] = new Array(n + 1).fill(0); // length - 2
  let prev: number[] = new Array(n).fill(0); // length - 1
  for (let length = 2; length <= n; length++) {
    const cur: number[] = new Array(n - length + 1).fill(0);
    for (let i = 0; i + length <= n; i++) {
      const j = i + length - 1;
      if (word[i] === word[j]) {
        cur[i] = prev2[i + 1];
      } else {
        cur[i] = 1 + Math.min(prev[i], prev[i + 1]);
      }
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[0];
}
