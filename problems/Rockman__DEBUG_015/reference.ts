function exactLoads(weights: number[], capacity: number): number[][] {
  const result: number[][] = [];
  const chosen: number[] = [];

  function search(start: number, remaining: number): void {
    if (remaining === 0) {
      result.push([...chosen]);
      return;
    }
    for (let i = start; i < weights.length; i++) {
      if (weights[i] <= remaining) {
        chosen.push(i);
        search(i + 1, remaining - weights[i]);
        chosen.pop();
      }
    }
  }

  search(0, capacity);
  return result;
}
