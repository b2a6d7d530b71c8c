function packsNeeded(counts: bigint[], packSize: bigint): bigint {
  let total = 0n;
  for (const count of counts) {
    total += BigInt(Math.ceil(Number(count) / Number(packSize)));
  }
  return total;
}
