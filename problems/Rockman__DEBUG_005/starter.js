/**
 * @param {number} height
 * @param {number} width
 * @param {Array<Array<number>>} strokes
 * @returns {Array<number>}
 */
function colorCounts(height, width, strokes) {
  const canvas = new Array(height).fill(new Array(width).fill(0));
  for (const [r1, c1, r2, c2, color] of strokes) {
    for (let r = r1; r <= r2; r++) {
      const row = canvas[r];
      for (let c = c1; c <= c2; c++) {
        row[c] = color;
      }
    }
  }
  const counts = new Array(10).fill(0);
  for (const row of canvas) {
    for (const value of row) {
      counts[value] += 1;
    }
  }
  return counts;
}
