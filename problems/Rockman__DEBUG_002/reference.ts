function coveredLength(intervals: number[][]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let total = 0;
  let curStart: number | null = null;
  let curEnd: number | null = null;
  for (const [start, end] of sorted) {
    if (curEnd === null || start > curEnd) {
      if (curEnd !== null) {
        total += curEnd - curStart;
      }
      curStart = start;
      curEnd = end;
    } else {
      curEnd = Math.max(curEnd, end);
    }
  }
  if (curEnd !== null) {
    total += curEnd - curStart;
  }
  return total;
}
