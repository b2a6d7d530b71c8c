/**
 * @param {Array<number>} scores
 * @returns {number}
 */
function countRecords(scores) {
  if (scores.length === 0) {
    return 0;
  }
  let best = scores[0];
  let records = 1;
  for (const score of scores.slice(1)) {
    if (score > best) {
      best = score;
      records += 1;
    }
  }
  return records;
}
