/**
 * Index of the first element of the sorted values that is >= x (Python's bisect_left).
 */
function bisectLeft(values: number[], x: number): number {
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

function cheaperRecentDays(prices: number[], window: number): number[] {
  const values = [...new Set(prices)].sort((a, b) => a - b);
  const size = values.length;
  const tree: number[] = new Array(size + 1).fill(0); // Fenwick tree over price ranks 1..size

  function add(rank: number, delta: number): void {
    while (rank <= size) {
      tree[rank] += delta;
      rank += rank & -rank;
    }
  }

  function countUpTo(rank: number): number {
    let total = 0;
    while (rank > 0) {
      total += tree[rank];
      rank -= rank & -rank;
    }
    return total;
  }

  const ranks = prices.map((price) => bisectLeft(values, price) + 1);
  const result: number[] = [];
  ranks.forEach((rank, day) => {
    result.push(countUpTo(rank - 1)); // stored prices strictly below this one
    add(rank, 1);
    if (day - window >= 0) { // that day is too old for the next day's window
      add(ranks[day - window], -1);
    }
  });
  return result;
}
