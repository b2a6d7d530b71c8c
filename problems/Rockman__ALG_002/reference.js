/**
 * The minimum number of refills to drive from 0 to target, or -1 when it cannot be reached.
 * @param {number} target
 * @param {number} tankRange
 * @param {Array<number>} stations
 * @returns {number}
 */
function minRefills(target, tankRange, stations) {
  const ordered = Array.from(new Set(stations)).sort((a, b) => a - b);
  let reach = tankRange;
  let refills = 0;
  let i = 0;
  while (reach < target) {
    let best = -1;
    // among the stations that just became reachable, refill at the farthest one
    while (i < ordered.length && ordered[i] <= reach) {
      best = ordered[i];
      i++;
    }
    if (best === -1) {
      return -1;
    }
    reach = best + tankRange;
    refills++;
  }
  return refills;
}
