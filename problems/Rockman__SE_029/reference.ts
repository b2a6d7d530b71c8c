const fs = require('fs');
const path = require('path');

const MOVEMENT = /^ *([a-z0-9-]+) *, *([+-]?[0-9]+) *$/;

/**
 * Totals the stock movements of root/ledger/*.txt into root/summary.txt; returns the number of
 * malformed lines.
 */
function summarizeLedgers(root: string): number {
  const folder: string = path.join(root, 'ledger');
  let names: string[] = [];
  if (fs.existsSync(folder) && fs.statSync(folder).isDirectory()) {
    names = fs.readdirSync(folder).sort();
  }
  const totals = new Map<string, number>();
  let malformed = 0;
  for (const name of names) {
    const file: string = path.join(folder, name);
    if (!name.endsWith('.txt') || !fs.statSync(file).isFile()) {
      continue;
    }
    const lines: string[] = fs.readFileSync(file, 'utf8').split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '') {
      lines.pop();
    }
    for (const line of lines) {
      const stripped = line.replace(/^ +| +$/g, '');
      if (stripped === '' || stripped.startsWith('#')) {
        continue;
      }
      const match = MOVEMENT.exec(line);
      if (match === null) {
        malformed++;
        continue;
      }
      totals.set(match[1], (totals.get(match[1]) || 0) + Number(match[2]));
    }
  }
  const items: string[] = Array.from(totals.keys()).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let out = '';
  for (const item of items) {
    if (totals.get(item) !== 0) {
      out += `${item} ${totals.get(item)}\n`;
    }
  }
  fs.writeFileSync(path.join(root, 'summary.txt'), out, 'utf8');
  return malformed;
}
