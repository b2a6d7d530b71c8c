const HEADERS = ["Item", "Qty", "Price", "Amount"];
const MAX_NAME = 20;

/**
 * @param {number} cents
 * @returns {string}
 */
function money(cents) {
  const sign = cents < 0 ? "-" : "";
  const value = Math.abs(cents);
  const whole = Math.floor(value / 100).toLocaleString("en-US");
  return `${sign}${whole}.${String(value % 100).padStart(2, "0")}`;
}

/**
 * @param {string} name
 * @returns {string}
 */
function displayName(name) {
  if (name.length > MAX_NAME) {
    return name.slice(0, MAX_NAME - 3) + "...";
  }
  return name;
}

/**
 * @param {[string, number, number]} row
 * @returns {Array<string>}
 */
function rowCells([name, quantity, price]) {
  return [displayName(name), String(quantity), money(price), money(quantity * price)];
}

/**
 * @param {Array<[string, number, number]>} rows
 * @returns {Array<string>}
 */
function totalCells(rows) {
  const quantity = rows.reduce((sum, row) => sum + row[1], 0);
  const amount = rows.reduce((sum, row) => sum + row[1] * row[2], 0);
  return ["TOTAL", String(quantity), "", money(amount)];
}

/**
 * @param {Array<string>} cells
 * @param {Array<number>} widths
 * @returns {string}
 */
function line(cells, widths) {
  const parts = cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  return parts.join(" | ");
}

/**
 * @param {Array<Array<string>>} table
 * @returns {Array<number>}
 */
function columnWidths(table) {
  return HEADERS.map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
}

/**
 * @param {string} title
 * @param {Array<[string, number, number]>} rows
 * @returns {Array<string>}
 */
function formatReport(title, rows) {
  if (rows.length === 0) {
    return [title, "(no items)"];
  }
  const body = rows.map(rowCells);
  const total = totalCells(rows);
  const widths = columnWidths([HEADERS, ...body, total]);
  const rule = widths.map((width) => "-".repeat(width)).join("-+-");
  const lines = [title, "=".repeat(title.length), line(HEADERS, widths), rule];
  lines.push(...body.map((cells) => line(cells, widths)));
  return [...lines, rule, line(total, widths)];
}
