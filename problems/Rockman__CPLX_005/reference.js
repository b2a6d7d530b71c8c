/**
 * Count the runs of consecutive readings that hold at most k different values.
 * @param {Array<number>} readings
 * @param {number} k
 * @returns {number}
 */
function countCalmWindows(readings, k) {
  const inside = new Map(); // value -> occurrences in the current window
  let total = 0;
  let left = 0;
  for (let right = 0; right < readings.length; right++) {
    const value = readings[right];
    inside.set(value, (inside.get(value) ?? 0) + 1);
    // shrink the window from the left until it is calm again
    while (inside.size > k) {
      const gone = readings[left];
      const remaining = inside.get(gone) - 1;
      if (remaining === 0) {
        inside.delete(gone);
      } else {
        inside.set(gone, remaining);
      }
      left++;
    }
    // every window ending at right and starting in [left, right] is calm
    total += right - left + 1;
  }
  return total;
}
