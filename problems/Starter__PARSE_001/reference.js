const NAME = /^[a-z0-9_]+$/;
const INTEGER = /^[+-]?[0-9]+$/;

/**
 * @param {string} text
 * @returns {string} text without the spaces and tabs at its start and end
 */
function stripBlanks(text) {
  return text.replace(/^[ \t]+|[ \t]+$/g, "");
}

/**
 * The integer value of a valid value text: a number when it is exact as one, otherwise a
 * BigInt (values reach 10**18, beyond Number.MAX_SAFE_INTEGER).
 * @param {string} digits
 * @returns {number | bigint}
 */
function toInteger(digits) {
  const value = BigInt(digits);
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value;
}

/**
 * The integer settings of a small settings file, by "section.key" (or "key" before any valid
 * section header); invalid lines are skipped.
 * @param {string} text
 * @returns {Map<string, number>}
 */
function parseSettings(text) {
  const settings = new Map();
  let section = null;
  for (const raw of text.split("\n")) {
    const line = stripBlanks(raw);
    if (line === "" || line[0] === "#" || line[0] === ";") continue;
    if (line.startsWith("[") && line.endsWith("]")) {
      const name = stripBlanks(line.slice(1, -1));
      if (NAME.test(name)) section = name;
      continue;
    }
    const equals = line.indexOf("=");
    if (equals < 0) continue;
    const key = stripBlanks(line.slice(0, equals));
    const value = stripBlanks(line.slice(equals + 1));
    if (!NAME.test(key) || !INTEGER.test(value)) continue;
    settings.set(section === null ? key : `${section}.${key}`, toInteger(value));
  }
  return settings;
}
