/**
 * @param {number} n
 * @param {Array<Array<number>>} prerequisites
 * @returns {number}
 */
function minSemesters(n, prerequisites) {
  const successors = Array.from({ length: n }, () => new Set());
  for (const [before, after] of prerequisites) {
    successors[before].add(after);
  }
  const indegree = new Array(n).fill(0);
  for (let before = 0; before < n; before++) {
    for (const after of successors[before]) {
      indegree[after] += 1;
    }
  }

  // missing: take the courses semester by semester (all courses whose prerequisites are
  // passed), count the semesters, and return -1 if any course can never be taken
