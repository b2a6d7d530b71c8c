function windowMaxTotal(nums: number[], k: number): number {
  // window[head..] holds indices whose values decrease from left to right
  const window: number[] = [];
  let head = 0;
  let total = 0;
  for (let i = 0; i < nums.length; i++) {
    const value = nums[i];
    while (window.length > head && nums[window[window.length - 1]] <= value) {
      window.pop();
    }
    window.push(i);
    if (window[head] <= i - k) {
      head++;
    }
    if (i >= k - 1) {
      total += nums[window[head]];
    }
  }
  return total;
}
