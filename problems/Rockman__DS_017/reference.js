/**
 * Index of the first element of the sorted values that is >= x (Python's bisect_left).
 * @param {Array<number>} values
 * @param {number} x
 * @returns {number}
 */
function bisectLeft(values, x) {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] < x) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}

/**
 * @param {Array<number>} prices
 * @param {number} window
 * @returns {Array<number>}
 */
function cheaperRecentDays(prices, window) {
  const values = [...new Set(prices)].sort((a, b) => a - b);
  const size = values.length;
  const tree = new Array(size + 1).fill(0); // Fenwick tree over price ranks 1..size

  function add(rank, delta) {
    while (rank <= size) {
      tree[rank] += delta;
      rank += rank & -rank;
    }
  }

  function countUpTo(rank) {
    let total = 0;
    while (rank > 0) {
      total += tree[rank];
      rank -= rank & -rank;
    }
    return total;
  }

  const ranks = prices.map((price) => bisectLeft(values, price) + 1);
  const result = [];
  ranks.forEach((rank, day) => {
    result.push(countUpTo(rank - 1)); // stored prices strictly below this one
    add(rank, 1);
    if (day - window >= 0) { // that day is too old for the next day's window
      add(ranks[day - window], -1);
    }
  });
  return result;
}
