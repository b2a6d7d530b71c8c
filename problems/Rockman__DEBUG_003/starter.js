/**
 * @param {Array<number>} nums
 * @returns {number | null}
 */
function secondLargest(nums) {
  let first = -Infinity;
  let second = -Infinity;
  for (const x of nums) {
    if (x > first) {
      second = first;
      first = x;
    } else if (x > second) {
      second = x;
    }
  }
  if (second === -Infinity) {
    return null;
  }
  return second;
}
