/**
 * The length of the longest block of consecutive, strictly increasing readings.
 */
function longestRisingStreak(readings: number[]): number {
  if (readings.length === 0) {
    return 0;
  }
  let best = 1;
  let current = 1;
  for (let i = 1; i < readings.length; i++) {
    if (readings[i] > readings[i - 1]) {
      current += 1;
    } else {
      current = 1;
    }
    best = Math.max(best, current);
  }
  return best;
}
