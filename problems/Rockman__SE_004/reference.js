const IDENT = /^[0-9A-Za-z-]+$/;
const DIGITS = /^[0-9]+$/;

/**
 * @param {string} s
 * @returns {boolean} whether s is a number 0|[1-9][0-9]*
 */
function isNumber(s) {
  return DIGITS.test(s) && (s.length === 1 || s[0] !== '0');
}

/**
 * One or more identifiers separated by single dots, or null.
 * @param {string} text
 * @param {boolean} noLeadingZero
 * @returns {Array<string> | null}
 */
function identList(text, noLeadingZero) {
  const idents = text.split('.');
  for (const ident of idents) {
    if (!IDENT.test(ident)) return null;
    if (noLeadingZero && DIGITS.test(ident) && ident.length > 1 && ident[0] === '0') return null;
  }
  return idents;
}

/**
 * @param {string} text
 * @returns {{core: Array<string>, pre: Array<string> | null} | null}
 */
function parseLabel(text) {
  const plus = text.indexOf('+');
  const head = plus < 0 ? text : text.slice(0, plus);
  if (plus >= 0 && identList(text.slice(plus + 1), false) === null) return null;
  const dash = head.indexOf('-');
  const core = (dash < 0 ? head : head.slice(0, dash)).split('.');
  if (core.length !== 3 || !core.every(isNumber)) return null;
  let pre = null;
  if (dash >= 0) {
    pre = identList(head.slice(dash + 1), true);
    if (pre === null) return null;
  }
  return { core, pre };
}

/**
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function cmpText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Numbers without leading zeros compare by length, then digit by digit (any size).
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function cmpNumber(a, b) {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return cmpText(a, b);
}

/**
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function cmpIdent(a, b) {
  const aNum = DIGITS.test(a);
  const bNum = DIGITS.test(b);
  if (aNum && bNum) return cmpNumber(a, b);
  if (aNum !== bNum) return aNum ? -1 : 1;
  return cmpText(a, b);
}

/**
 * Compares two release labels: -1, 0 or 1, or null when either is invalid.
 * @param {string} a
 * @param {string} b
 * @returns {number | null}
 */
function compareVersions(a, b) {
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
