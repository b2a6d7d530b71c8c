/**
 * @param {Array<number>} nums
 * @param {number} k
 * @returns {number}
 */
function maxWindowSum(nums, k) {
  let window = 0;
  for (let i = 0; i < k; i++) {
    window += nums[i];
  }
  let best = window;
  for (let i = k; i < nums.length; i++) {
    window += nums[i] - nums[i - k];
    best = Math.max(best, window);
  }
  return best;
}
