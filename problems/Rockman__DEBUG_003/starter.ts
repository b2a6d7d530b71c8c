function secondLargest(nums: number[]): number | null {
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
