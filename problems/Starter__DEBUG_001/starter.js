/**
 * Return the index of the first element >= target, or nums.length if there is none.
 * @param {Array<number>} nums
 * @param {number} target
 * @returns {number}
 */
function lowerBound(nums, target) {
  let lo = 0;
  let hi = nums.length - 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (nums[mid] < target) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}

/**
 * @param {Array<number>} nums
 * @param {number} low
 * @param {number} high
 * @returns {number}
 */
function countInRange(nums, low, high) {
  if (low > high) {
    return 0;
  }
  return lowerBound(nums, high + 1) - lowerBound(nums, low);
}
