function maxAssignments(workers: number, jobs: number, skills: number[][]): number {
  const canDo: number[][] = Array.from({ length: workers }, () => []);
  for (const [worker, job] of skills) {
    canDo[worker].push(job);
  }
  // holder[job] = worker currently assigned to job, or -1
  const holder: number[] = new Array(jobs).fill(-1);

  function tryAssign(worker: number, seen: boolean[]): boolean {
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
    const seen: boolean[] = new Array(jobs).fill(false);
    if (tryAssign(worker, seen)) {
      assigned += 1;
    }
  }
  return assigned;
}
