/**
 * @param {number} workers
 * @param {number} jobs
 * @param {Array<Array<number>>} skills
 * @returns {number}
 */
function maxAssignments(workers, jobs, skills) {
  const canDo = Array.from({ length: workers }, () => []);
  for (const [worker, job] of skills) {
    canDo[worker].push(job);
  }
  const holder = new Array(jobs).fill(-1); // holder[job] = worker currently assigned to job, or -1

  function tryAssign(worker, seen) {
    for (const job of canDo[worker]) {
      if (seen[job]) {
        continue;
      }
      seen[job] = true;
      if (holder[job] === -1 || tryAssign(holder[job], seen)) {
        holder[job] = worker;
        return true;
      }
    }
    return false;
  }

  let assigned = 0;
  for (let worker = 0; worker < workers; worker++) {
    const seen = new Array(jobs).fill(false);
    if (tryAssign(worker, seen)) {
      assigned += 1;
    }
  }
  return assigned;
}
