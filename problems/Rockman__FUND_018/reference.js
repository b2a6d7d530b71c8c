/**
 * @param {Array<Array<number>>} bookings
 * @returns {Array<Array<number>>}
 */
function busyBlocks(bookings) {
  const sorted = [...bookings].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const blocks = [];
  for (const [start, end] of sorted) {
    if (blocks.length > 0 && start <= blocks[blocks.length - 1][1]) {
      // the booking overlaps or touches the last block: extend that block
      const last = blocks[blocks.length - 1];
      last[1] = Math.max(last[1], end);
    } else {
      blocks.push([start, end]);
    }
  }
  return blocks;
}
