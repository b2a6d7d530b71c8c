/**
 * The number of windows whose largest minus smallest reading is at most tolerance.
 * Two monotonic deques (arrays with a head index) track the window's maximum and minimum.
 * @param {Array<number>} readings
 * @param {number} tolerance
 * @returns {number}
 */
function countStableWindows(readings, tolerance) {
  const n = readings.length;
  // maxq / minq hold indices of the current window with decreasing / increasing values
  const maxq = new Array(n);
  const minq = new Array(n);
  let maxHead = 0;
  let maxTail = 0;
  let minHead = 0;
  let minTail = 0;
  let left = 0;
  let total = 0;
  for (let right = 0; right < n; right++) {
    const value = readings[right];
    while (maxTail > maxHead && readings[maxq[maxTail - 1]] <= value) maxTail--;
    maxq[maxTail++] = right;
    while (minTail > minHead && readings[minq[minTail - 1]] >= value) minTail--;
    minq[minTail++] = right;
    while (readings[maxq[maxHead]] - readings[minq[minHead]] > tolerance) {
      left++;
      if (maxq[maxHead] < left) maxHead++;
      if (minq[minHead] < left) minHead++;
    }
    total += right - left + 1;
  }
  return total;
}
