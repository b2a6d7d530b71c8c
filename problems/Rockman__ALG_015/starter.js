/**
 * @param {Array<number>} codes
 * @returns {Array<number>}
 */
function grayRank(codes) {
  const ranks = [];
  for (const code of codes) {
    let rank = 0;
    // missing: set rank to the position whose Gray code is code
    ranks.push(rank);
  }
  return ranks;
}
