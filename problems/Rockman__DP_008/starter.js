/**
 * @param {Array<number>} denominations
 * @param {number} postage
 * @returns {number}
 */
function fewestStamps(denominations, postage) {
  const unreachable = postage + 1; // more stamps than any exact answer can use
  const fewest = new Array(postage + 1).fill(unreachable);
  fewest[0] = 0;
  // (missing part: fill fewest[1..postage] from smaller values here)
  return fewest[postage] !== unreachable ? fewest[postage] : -1;
}
