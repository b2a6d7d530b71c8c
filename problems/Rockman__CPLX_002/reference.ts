/**
 * The largest number of tokens sharing one label, after each query of ops.
 */
function busiestCount(ops: [number, number][]): number[] {
  const count = new Map<number, number>(); // label -> tokens with that label
  const labelsWith: number[] = [0]; // labelsWith[c] = number of labels holding exactly c tokens
  let best = 0;
  const answers: number[] = [];
  for (const [kind, label] of ops) {
    if (kind === 0) {
      const c = count.get(label) ?? 0;
      count.set(label, c + 1);
      if (c > 0) labelsWith[c]--;
      if (c + 1 === labelsWith.length) labelsWith.push(0);
      labelsWith[c + 1]++;
      if (c + 1 > best) best = c + 1;
    } else if (kind === 1) {
      const c = count.get(label) ?? 0;
      if (c === 0) continue;
      labelsWith[c]--;
      if (c === 1) {
        count.delete(label);
      } else {
        count.set(label, c - 1);
        labelsWith[c - 1]++;
      }
      if (c === best && labelsWith[c] === 0) best--;
    } else {
      answers.push(best);
    }
  }
  return answers;
}
