function minSemesters(n: number, prerequisites: number[][]): number {
  const successors: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  for (const [before, after] of prerequisites) {
    successors[before].add(after);
  }
  const indegree: number[] = new Array(n).fill(0);
  for (let before = 0; before < n; before++) {
    for (const after of successors[before]) {
      indegree[after] += 1;
    }
  }

  // missing: take the courses semester by semester (all courses whose prerequisites are
  // passed), count the semesters, and return -1 if any course can never be taken
