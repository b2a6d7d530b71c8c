function formatReport(title: string, rows: [string, number, number][]): string[] {
  if (rows.length === 0) {
    return [title, "(no items)"];
  }
  const names: string[] = [];
  const qtys: string[] = [];
  const prices: string[] = [];
  const amounts: string[] = [];
  let totalQty = 0;
  let totalAmount = 0;
  let s: string;
  for (const row of rows) {
    let name = row[0];
    if (name.length > 20) {
      name = name.slice(0, 17) + "...";
    }
    names.push(name);
    qtys.push(row[1].toString());
    totalQty = totalQty + row[1];
    let p = row[2];
    if (p < 0) {
      s = "-";
      p = -p;
    } else {
      s = "";
    }
    prices.push(s + String(Math.floor(p / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",") + "."
      + String(p % 100).padStart(2, "0"));
    let a = row[1] * row[2];
    totalAmount = totalAmount + a;
    if (a < 0) {
      s = "-";
      a = -a;
    } else {
      s = "";
    }
    amounts.push(s + String(Math.floor(a / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",") + "."
      + String(a % 100).padStart(2, "0"));
  }
  let t = totalAmount;
  if (t < 0) {
    s = "-";
    t = -t;
  } else {
    s = "";
  }
  const totalAmountText = s + String(Math.floor(t / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
    + "." + String(t % 100).padStart(2, "0");
  let w1 = "Item".length;
  for (const n of names) {
    if (n.length > w1) {
      w1 = n.length;
    }
  }
  if ("TOTAL".length > w1) {
    w1 = "TOTAL".length;
  }
  let w2 = "Qty".length;
  for (const q of qtys) {
    if (q.length > w2) {
      w2 = q.length;
    }
  }
  if (String(totalQty).length > w2) {
    w2 = String(totalQty).length;
  }
  let w3 = "Price".length;
  for (const p of prices) {
    if (p.length > w3) {
      w3 = p.length;
    }
  }
  let w4 = "Amount".length;
  for (const a of amounts) {
    if (a.length > w4) {
      w4 = a.length;
    }
  }
  if (totalAmountText.length > w4) {
    w4 = totalAmountText.length;
  }
  const out = [title, "=".repeat(title.length)];
  out.push("Item" + " ".repeat(w1 - 4) + " | " + " ".repeat(w2 - 3) + "Qty" + " | "
    + " ".repeat(w3 - 5) + "Price" + " | " + " ".repeat(w4 - 6) + "Amount");
  out.push("-".repeat(w1) + "-+-" + "-".repeat(w2) + "-+-" + "-".repeat(w3) + "-+-" + "-".repeat(w4));
  for (let i = 0; i < rows.length; i++) {
    out.push(names[i] + " ".repeat(w1 - names[i].length) + " | "
      + " ".repeat(w2 - qtys[i].length) + qtys[i] + " | "
      + " ".repeat(w3 - prices[i].length) + prices[i] + " | "
      + " ".repeat(w4 - amounts[i].length) + amounts[i]);
  }
  out.push("-".repeat(w1) + "-+-" + "-".repeat(w2) + "-+-" + "-".repeat(w3) + "-+-" + "-".repeat(w4));
  out.push("TOTAL" + " ".repeat(w1 - 5) + " | "
    + " ".repeat(w2 - String(totalQty).length) + String(totalQty) + " | "
    + " ".repeat(w3) + " | "
    + " ".repeat(w4 - totalAmountText.length) + totalAmountText);
  return out;
}
