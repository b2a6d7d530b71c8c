/**
 * @param {Array<number>} weights
 * @param {number} capacity
 * @returns {Array<Array<number>>}
 */
function exactLoads(weights, capacity) {
  const result = [];
  const chosen = [];

  function search(start, remaining) {
    if (remaining === 0) {
      result.push(chosen);
      return;
    }
    for (let i = start; i < weights.length; i++) {
      if (weights[i] <= remaining) {
        chosen.push(i);
        search(i, remaining - weights[i]);
        chosen.pop();
      }
    }
  }

  search(0, capacity);
  return result;
}
