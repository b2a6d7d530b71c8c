/**
 * @param {number} n
 * @param {number} k
 * @returns {[number, number]}
 */
function hanoiMove(n, k) {
  return kth(n, k, 1, 3, 2);
}

/**
 * The k-th move (1-based) of moving m disks from source to target using spare.
 * @param {number} m
 * @param {number} k
 * @param {number} source
 * @param {number} target
 * @param {number} spare
 * @returns {[number, number]}
 */
function kth(m, k, source, target, spare) {
  const middle = 2 ** (m - 1); // the largest disk moves at this position
  // missing: return the move when k == middle, otherwise recurse into the half holding k
