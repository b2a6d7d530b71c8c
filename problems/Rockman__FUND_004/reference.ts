/**
 * The minimum number of exchanges of two books that sorts the shelf.
 */
function fewestSwaps(labels: number[]): number {
  const n = labels.length;
  // target[i] = position that the book now at i must end up in
  const order: number[] = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => labels[a] - labels[b]);
  const target: number[] = new Array(n).fill(0);
  for (let rank = 0; rank < n; rank++) {
    target[order[rank]] = rank;
  }
  const visited: boolean[] = new Array(n).fill(false);
  let swaps = 0;
  for (let start = 0; start < n; start++) {
    if (visited[start]) {
      continue;
    }
    let length = 0;
    let i = start;
    while (!visited[i]) {
      visited[i] = true;
      i = target[i];
      length++;
    }
    swaps += length - 1;
  }
  return swaps;
}
