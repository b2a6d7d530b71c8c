/**
 * The number of index pairs i < j with prices[i] + prices[j] <= budget.
 */
function affordablePairs(prices: number[], budget: number): number {
  const ordered = Float64Array.from(prices).sort();
  let lo = 0;
  let hi = ordered.length - 1;
  let count = 0;
  while (lo < hi) {
    if (ordered[lo] + ordered[hi] <= budget) {
      count += hi - lo; // ordered[lo] pairs with every item in (lo, hi]
      lo++;
    } else {
      hi--;
    }
  }
  return count;
}
