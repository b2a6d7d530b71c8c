function countCombinations(values: number[], target: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;

  function search(start: number, remaining: number): number {
    if (remaining === 0) {
      return 1;
    }
    let total = 0;
    for (let i = start; i < n; i++) {
      if (sorted[i] > remaining) {
        break;
      }
      if (i > start && sorted[i] === sorted[i - 1]) {
        continue; // the same value at this depth gives the same combinations
      }
      total += search(i + 1, remaining - sorted[i]);
    }
    return total;
  }

  return search(0, target);
}
