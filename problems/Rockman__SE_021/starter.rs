/// The decimal digits of a non-negative number with a comma between every group of three.
fn with_commas(n: i64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn format_report(title: String, rows: Vec<(String, i64, i64)>) -> Vec<String> {
    if rows.len() == 0 {
        return vec![title, "(no items)".to_string()];
    }
    let mut names: Vec<String> = Vec::new();
    let mut qtys: Vec<String> = Vec::new();
    let mut prices: Vec<String> = Vec::new();
    let mut amounts: Vec<String> = Vec::new();
    let mut total_qty = 0;
    let mut total_amount = 0;
    let mut s;
    for row in &rows {
        let mut name = row.0.clone();
        if name.len() > 20 {
            name = name[0..17].to_string() + "...";
        }
        names.push(name);
        qtys.push(row.1.to_string());
        total_qty = total_qty + row.1;
        let mut p = row.2;
        if p < 0 {
            s = "-";
            p = -p;
        } else {
            s = "";
        }
        prices.push(format!("{}{}.{:02}", s, with_commas(p / 100), p % 100));
        let mut a = row.1 * row.2;
        total_amount = total_amount + a;
        if a < 0 {
            s = "-";
            a = -a;
        } else {
            s = "";
        }
        amounts.push(format!("{}{}.{:02}", s, with_commas(a / 100), a % 100));
    }
    let mut t = total_amount;
    if t < 0 {
        s = "-";
        t = -t;
    } else {
        s = "";
    }
    let total_amount_text = format!("{}{}.{:02}", s, with_commas(t / 100), t % 100);
    let mut w1 = "Item".len();
    for n in &names {
        if n.len() > w1 {
            w1 = n.len();
        }
    }
    if "TOTAL".len() > w1 {
        w1 = "TOTAL".len();
    }
    let mut w2 = "Qty".len();
    for q in &qtys {
        if q.len() > w2 {
            w2 = q.len();
        }
    }
    if total_qty.to_string().len() > w2 {
        w2 = total_qty.to_string().len();
    }
    let mut w3 = "Price".len();
    for p in &prices {
        if p.len() > w3 {
            w3 = p.len();
        }
    }
    let mut w4 = "Amount".len();
    for a in &amounts {
        if a.len() > w4 {
            w4 = a.len();
        }
    }
    if total_amount_text.len() > w4 {
        w4 = total_amount_text.len();
    }
    let mut out = vec![title.clone(), "=".repeat(title.len())];
    out.push("Item".to_string() + &" ".repeat(w1 - 4) + " | " + &" ".repeat(w2 - 3) + "Qty" + " | "
        + &" ".repeat(w3 - 5) + "Price" + " | " + &" ".repeat(w4 - 6) + "Amount");
    out.push("-".repeat(w1) + "-+-" + &"-".repeat(w2) + "-+-" + &"-".repeat(w3) + "-+-" + &"-".repeat(w4));
    for i in 0..rows.len() {
        out.push(names[i].clone() + &" ".repeat(w1 - names[i].len()) + " | "
            + &" ".repeat(w2 - qtys[i].len()) + &qtys[i] + " | "
            + &" ".repeat(w3 - prices[i].len()) + &prices[i] + " | "
            + &" ".repeat(w4 - amounts[i].len()) + &amounts[i]);
    }
    out.push("-".repeat(w1) + "-+-" + &"-".repeat(w2) + "-+-" + &"-".repeat(w3) + "-+-" + &"-".repeat(w4));
    out.push("TOTAL".to_string() + &" ".repeat(w1 - 5) + " | "
        + &" ".repeat(w2 - total_qty.to_string().len()) + &total_qty.to_string() + " | "
        + &" ".repeat(w3) + " | "
        + &" ".repeat(w4 - total_amount_text.len()) + &total_amount_text);
    out
}
