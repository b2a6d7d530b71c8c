/** Count the runs of consecutive readings that hold at most k different values. */
function countCalmWindows(readings: number[], k: number): number {
  let total = 0;
  let left = 0;
  for (let right = 0; right < readings.length; right++) {
    // shrink the window from the left until it is calm again
    while (left <= right && new Set(readings.slice(left, right + 1)).size > k) {
      left++;
    }
    // every window ending at right and starting in [left, right] is calm
    total += right - left + 1;
  }
  return total;
}
