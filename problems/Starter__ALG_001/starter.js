/**
 * Merge overlapping or touching closed intervals; return them sorted by start.
 * @param {Array<[number, number]>} intervals
 * @returns {Array<[number, number]>}
 */
function mergeIntervals(intervals) {
  if (intervals.length === 0) {
    return [];
  }
  const ordered = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged = [ordered[0]];
  for (const [start, end] of ordered.slice(1)) {
    const [lastStart, lastEnd] = merged[merged.length - 1];
