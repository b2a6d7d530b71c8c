function secondLargest(nums: number[]): number | null {
  let first: number | null = null;
  let second: number | null = null;
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
