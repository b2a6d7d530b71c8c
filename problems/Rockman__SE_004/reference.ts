const IDENT = /^[0-9A-Za-z-]+$/;
const DIGITS = /^[0-9]+$/;

interface Label {
  core: string[];
  pre: string[] | null;
}

/** Whether s is a number 0|[1-9][0-9]*. */
function isNumber(s: string): boolean {
  return DIGITS.test(s) && (s.length === 1 || s[0] !== '0');
}

/** One or more identifiers separated by single dots, or null. */
function identList(text: string, noLeadingZero: boolean): string[] | null {
  const idents = text.split('.');
  for (const ident of idents) {
    if (!IDENT.test(ident)) return null;
    if (noLeadingZero && DIGITS.test(ident) && ident.length > 1 && ident[0] === '0') return null;
  }
  return idents;
}

function parseLabel(text: string): Label | null {
  const plus = text.indexOf('+');
  const head = plus < 0 ? text : text.slice(0, plus);
  if (plus >= 0 && identList(text.slice(plus + 1), false) === null) return null;
  const dash = head.indexOf('-');
  const core = (dash < 0 ? head : head.slice(0, dash)).split('.');
  if (core.length !== 3 || !core.every(isNumber)) return null;
  let pre: string[] | null = null;
  if (dash >= 0) {
    pre = identList(head.slice(dash + 1), true);
    if (pre === null) return null;
  }
  return { core, pre };
}

function cmpText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Numbers without leading zeros compare by length, then digit by digit (any size). */
function cmpNumber(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return cmpText(a, b);
}

function cmpIdent(a: string, b: string): number {
  const aNum = DIGITS.test(a);
  const bNum = DIGITS.test(b);
  if (aNum && bNum) return cmpNumber(a, b);
  if (aNum !== bNum) return aNum ? -1 : 1;
  return cmpText(a, b);
}

/** Compares two release labels: -1, 0 or 1, or null when either is invalid. */
function compareVersions(a: string, b: string): number | null {
  const pa = parseLabel(a);
  const pb = parseLabel(b);
  if (pa === null || pb === null) return null;
  for (let i = 0; i < 3; i++) {
    const c = cmpNumber(pa.core[i], pb.core[i]);
    if (c !== 0) return c;
  }
  const x = pa.pre;
  const y = pb.pre;
  if (x === null || y === null) {
    if (x === null && y === null) return 0;
    return x === null ? 1 : -1;
  }
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = cmpIdent(x[i], y[i]);
    if (c !== 0) return c;
  }
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}
