function hanoiMove(n: number, k: number): [number, number] {
  return kth(n, k, 1, 3, 2);
}

/**
 * The k-th move (1-based) of moving m disks from source to target using spare.
 */
function kth(
  m: number,
  k: number,
  source: number,
  target: number,
  spare: number,
): [number, number] {
  const middle = 2 ** (m - 1); // the largest disk moves at this position
  if (k === middle) {
    return [source, target];
  }
  if (k < middle) {
    return kth(m - 1, k, source, spare, target);
  }
  return kth(m - 1, k - middle, spare, target, source);
}
