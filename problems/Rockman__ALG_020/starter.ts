function longestDay(stages: number[], days: number): number {
  if (stages.length === 0) {
    return 0;
  }
  let low = Math.max(...stages);
  let high = stages.reduce((total, stage) => total + stage, 0);
  while (low < high) {
    const limit = Math.floor((low + high) / 2);
    let used = 1;
    let walked = 0;
    for (const stage of stages) {
      if (walked + stage >= limit) {
        used += 1;
        walked = 0;
      }
      walked += stage;
    }
    if (used <= days) {
      high = limit;
    } else {
      low = limit + 1;
    }
  }
  return low;
}
