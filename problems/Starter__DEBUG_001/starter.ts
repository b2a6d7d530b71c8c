/**
 * Return the index of the first element >= target, or nums.length if there is none.
 */
function lowerBound(nums: number[], target: number): number {
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

function countInRange(nums: number[], low: number, high: number): number {
  if (low > high) {
    return 0;
  }
  return lowerBound(nums, high + 1) - lowerBound(nums, low);
}
