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

  let current = [];
  for (let course = 0; course < n; course++) {
    if (indegree[course] === 0) {
      current.push(course);
    }
  }
  let semesters = 0;
  let taken = 0;
  while (current.length > 0) {
    semesters += 1;
    taken += current.length;
    const following = [];
    for (const course of current) {
      for (const after of successors[course]) {
        indegree[after] -= 1;
        if (indegree[after] === 0) {
          following.push(after);
        }
      }
    }
    current = following;
  }
  return taken === n ? semesters : -1;
}
