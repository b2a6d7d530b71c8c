/**
 * The fields of one CSV row, or null when the row is malformed.
 * @param {string} line
 * @returns {Array<string> | null}
 */
function parseCsvRow(line) {
  const fields = [];
  const n = line.length;
  let i = 0;
  for (;;) {
    if (i < n && line[i] === '"') {
      i++;
      const chars = [];
      for (;;) {
        if (i >= n) return null; // unterminated quoted field
        if (line[i] === '"') {
          if (i + 1 < n && line[i + 1] === '"') {
            chars.push('"');
            i += 2;
            continue;
          }
          i++;
          break;
        }
        chars.push(line[i]);
        i++;
      }
      fields.push(chars.join(''));
      if (i < n && line[i] !== ',') return null; // text after the closing quote
    } else {
      const start = i;
      while (i < n && line[i] !== ',') {
        if (line[i] === '"') return null; // quote inside an unquoted field
        i++;
      }
      fields.push(line.slice(start, i));
    }
    if (i >= n) return fields;
    i++; // skip the comma; a comma at the very end starts one more (empty) field
  }
}
