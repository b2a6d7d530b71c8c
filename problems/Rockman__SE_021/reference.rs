type Row = (String, i64, i64);

const HEADERS: [&str; 4] = ["Item", "Qty", "Price", "Amount"];
const MAX_NAME: usize = 20;

fn with_commas(whole: i64) -> String {
    let digits = whole.to_string();
    let mut text = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            text.push(',');
        }
        text.push(c);
    }
    text
}

fn money(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let value = cents.abs();
    format!("{}{}.{:02}", sign, with_commas(value / 100), value % 100)
}

fn display_name(name: &str) -> String {
    if name.len() > MAX_NAME {
        return format!("{}...", &name[..MAX_NAME - 3]);
    }
    name.to_string()
}

fn row_cells((name, quantity, price): &Row) -> Vec<String> {
    vec![
        display_name(name),
        quantity.to_string(),
        money(*price),
        money(quantity * price),
    ]
}

fn total_cells(rows: &[Row]) -> Vec<String> {
    let quantity: i64 = rows.iter().map(|row| row.1).sum();
    let amount: i64 = rows.iter().map(|row| row.1 * row.2).sum();
    vec![
        "TOTAL".to_string(),
        quantity.to_string(),
        String::new(),
        money(amount),
    ]
}

fn line(cells: &[String], widths: &[usize]) -> String {
    let mut parts = vec![format!("{:<w$}", cells[0], w = widths[0])];
    for (cell, width) in cells.iter().zip(widths).skip(1) {
        parts.push(format!("{:>w$}", cell, w = *width));
    }
    parts.join(" | ")
}

fn column_widths(table: &[Vec<String>]) -> Vec<usize> {
    (0..HEADERS.len())
        .map(|i| table.iter().map(|cells| cells[i].len()).max().unwrap_or(0))
        .collect()
}

fn build_table(rows: &[Row]) -> Vec<Vec<String>> {
    let mut table = vec![HEADERS.iter().map(|h| h.to_string()).collect()];
    table.extend(rows.iter().map(row_cells));
    table.push(total_cells(rows));
    table
}

fn rule_line(widths: &[usize]) -> String {
    let parts: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
    parts.join("-+-")
}

fn format_report(title: String, rows: Vec<Row>) -> Vec<String> {
    if rows.is_empty() {
        return vec![title, "(no items)".to_string()];
    }
    let table = build_table(&rows);
    let widths = column_widths(&table);
    let rule = rule_line(&widths);
    let mut table_lines: Vec<String> = table.iter().map(|cells| line(cells, &widths)).collect();
    table_lines.insert(1, rule.clone());
    table_lines.insert(table_lines.len() - 1, rule);
    let underline = "=".repeat(title.len());
    let mut lines = vec![title, underline];
    lines.extend(table_lines);
    lines
}
