/**
 * @param {Array<number>} nums
 * @returns {number | null}
 */
function secondLargest(nums) {
  let first = null;
  let second = null;
  for (const x of nums) {
    if (first === null || x > first) {
      second = first;
      first = x;
    } else if (x !== first && (second === null || x > second)) {
      second = x;
    }
  }
  return second;
}
