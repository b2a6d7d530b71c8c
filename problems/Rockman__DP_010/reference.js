/**
 * Largest total of non-neighbouring values in a straight row.
 * @param {Array<number>} values
 * @returns {number}
 */
function bestOnLine(values) {
  let take = 0;
  let skip = 0;
  for (const v of values) {
    [take, skip] = [skip + v, Math.max(take, skip)];
  }
  return Math.max(take, skip);
}

/**
 * @param {Array<number>} lanterns
 * @returns {number}
 */
function brightestRing(lanterns) {
  const n = lanterns.length;
  if (n === 0) {
    return 0;
  }
  if (n === 1) {
    return lanterns[0];
  }
  // lantern 0 and lantern n - 1 are neighbours: drop one of them
  return Math.max(bestOnLine(lanterns.slice(1)), bestOnLine(lanterns.slice(0, -1)));
}
