function packsNeeded(counts: bigint[], packSize: bigint): bigint {
  let total = 0n;
  for (const count of counts) {
    total += (count + packSize - 1n) / packSize;
  }
  return total;
}
