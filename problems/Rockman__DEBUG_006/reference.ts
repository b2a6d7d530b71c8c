function minRate(jobs: number[], hours: number): number {
  function hoursNeeded(rate: number): number {
    let total = 0;
    for (const pages of jobs) {
      total += Math.floor((pages + rate - 1) / rate);
    }
    return total;
  }

  let lo = 1;
  let hi = Math.max(...jobs);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (hoursNeeded(mid) <= hours) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}
