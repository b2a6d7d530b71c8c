function windowMaxTotal(nums: number[], k: number): number {
  let total = 0;
  for (let start = 0; start < nums.length - k + 1; start++) {
    total += Math.max(...nums.slice(start, start + k));
  }
  return total;
}
