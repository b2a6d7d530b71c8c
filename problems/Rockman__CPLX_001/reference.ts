/**
 * The sum of the multiples of k in [low, high].
 */
function sumOfMultiples(low: number, high: number, k: number): number {
  const first = Math.ceil(low / k); // smallest q with k * q >= low
  const last = Math.floor(high / k); // largest q with k * q <= high
  if (first > last) return 0;
  const sum = first + last;
  const count = last - first + 1;
  // sum * count is even: halve whichever factor is even, keeping products below 2**53
  const half = count % 2 === 0 ? (count / 2) * sum : (sum / 2) * count;
  return k * half + 0; // + 0 turns -0 into 0
}
