function countRecords(scores: number[]): number {
  let best = 0;
  let records = 0;
  for (const score of scores) {
    if (score > best) {
      best = score;
      records += 1;
    }
  }
  return records;
}
