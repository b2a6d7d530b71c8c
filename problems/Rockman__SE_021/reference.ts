type Row = [string, number, number];

const HEADERS: string[] = ["Item", "Qty", "Price", "Amount"];
const MAX_NAME = 20;

function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const value = Math.abs(cents);
  const whole = Math.floor(value / 100).toLocaleString("en-US");
  return `${sign}${whole}.${String(value % 100).padStart(2, "0")}`;
}

function displayName(name: string): string {
  if (name.length > MAX_NAME) {
    return name.slice(0, MAX_NAME - 3) + "...";
  }
  return name;
}

function rowCells([name, quantity, price]: Row): string[] {
  return [displayName(name), String(quantity), money(price), money(quantity * price)];
}

function totalCells(rows: Row[]): string[] {
  const quantity = rows.reduce((sum, row) => sum + row[1], 0);
  const amount = rows.reduce((sum, row) => sum + row[1] * row[2], 0);
  return ["TOTAL", String(quantity), "", money(amount)];
}

function line(cells: string[], widths: number[]): string {
  const parts = cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  return parts.join(" | ");
}

function columnWidths(table: string[][]): number[] {
  return HEADERS.map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
}

function formatReport(title: string, rows: Row[]): string[] {
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
