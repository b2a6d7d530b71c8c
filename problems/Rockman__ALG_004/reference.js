/**
 * The number of pairs i < j with values[i] > values[j] + margin.
 * @param {Array<number>} values
 * @param {number} margin
 * @returns {number}
 */
function countDrops(values, margin) {
  const a = values.slice();
  const buffer = new Array(a.length);

  // the first index in a[lo, hi) whose value is >= key (hi if none)
  function lowerBound(lo, hi, key) {
    while (lo < hi) {
      const m = (lo + hi) >>> 1;
      if (a[m] < key) lo = m + 1;
      else hi = m;
    }
    return lo;
  }

  // counts the drops inside a[lo, hi) and leaves that range sorted ascending
  function solve(lo, hi) {
    if (hi - lo <= 1) return 0;
    const mid = (lo + hi) >>> 1;
    let count = solve(lo, mid) + solve(mid, hi);
    // x from the left half and y from the right half form a drop when y < x - margin
    for (let i = lo; i < mid; i++) {
      count += lowerBound(mid, hi, a[i] - margin) - mid;
    }
    let i = lo;
    let j = mid;
    let k = lo;
    while (i < mid && j < hi) buffer[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < mid) buffer[k++] = a[i++];
    while (j < hi) buffer[k++] = a[j++];
    for (let t = lo; t < hi; t++) a[t] = buffer[t];
    return count;
  }

  return solve(0, a.length);
}
