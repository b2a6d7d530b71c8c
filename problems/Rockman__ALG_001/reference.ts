function consecutiveBitChanges(readings: bigint[]): bigint {
  let total = 0n;
  for (let i = 0; i + 1 < readings.length; i++) {
    let diff = readings[i] ^ readings[i + 1];
    while (diff > 0n) {
      total += diff & 1n;
      diff >>= 1n;
    }
  }
  return total;
}
