/**
 * The number of contiguous blocks holding as many even numbers as odd numbers.
 */
function countBalancedSegments(nums: number[]): number {
  // balance = (#even - #odd) over a prefix; equal balances bound a balanced block
  const seen = new Map<number, number>([[0, 1]]);
  let balance = 0;
  let total = 0;
  for (const x of nums) {
    balance += x % 2 === 0 ? 1 : -1;
    const count = seen.get(balance) ?? 0;
    total += count;
    seen.set(balance, count + 1);
  }
  return total;
}
