use std::collections::BTreeMap;
use std::path::Path;

/// The (item, quantity) of a movement line, or None when the line is malformed.
fn movement(line: &str) -> Option<(&str, i128)> {
    let (item, quantity) = line.split_once(',')?;
    let item = item.trim_matches(' ');
    let quantity = quantity.trim_matches(' ');
    let item_ok = !item.is_empty()
        && item.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    let digits = quantity.strip_prefix(['+', '-']).unwrap_or(quantity);
    if !item_ok || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value: i128 = digits.parse().ok()?;
    Some((item, if quantity.starts_with('-') { -value } else { value }))
}

fn summarize_ledgers(root: String) -> i64 {
    let root = Path::new(&root);
    let folder = root.join("ledger");
    let mut names: Vec<String> = match std::fs::read_dir(&folder) {
        Ok(entries) => entries
            .filter_map(|entry| entry.ok())
            .filter_map(|entry| entry.file_name().into_string().ok())
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    let mut totals: BTreeMap<String, i128> = BTreeMap::new();
    let mut malformed = 0;
    for name in names {
        let path = folder.join(&name);
        if !name.ends_with(".txt") || !path.is_file() {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let mut lines: Vec<&str> = text.split('\n').collect();
        if lines.last() == Some(&"") {
            lines.pop();
        }
        for line in lines {
            let stripped = line.trim_matches(' ');
            if stripped.is_empty() || stripped.starts_with('#') {
                continue;
            }
            match movement(line) {
                Some((item, quantity)) => *totals.entry(item.to_string()).or_insert(0) += quantity,
                None => malformed += 1,
            }
        }
    }
    let mut summary = String::new();
    for (item, total) in &totals {
        if *total != 0 {
            summary.push_str(&format!("{} {}\n", item, total));
        }
    }
    std::fs::write(root.join("summary.txt"), summary).expect("cannot write summary.txt");
    malformed
}
