function digitCount(n: bigint, base: bigint): bigint {
  let count = 1n;
  while (n >= base) {
    n /= base;
    count += 1n;
  }
  return count;
}
