use std::collections::{HashMap, HashSet};

/// Matches "([0-9]+) (DEBUG|INFO|WARN|ERROR) ([a-z0-9-]+) (.+)" against the whole line:
/// (level, service) or None.
fn parse_log_line(line: &str) -> Option<(&str, &str)> {
    let mut parts = line.splitn(4, ' ');
    let stamp = parts.next()?;
    let level = parts.next()?;
    let service = parts.next()?;
    let message = parts.next()?;
    if stamp.is_empty() || !stamp.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if !matches!(level, "DEBUG" | "INFO" | "WARN" | "ERROR") {
        return None;
    }
    let service_ok = |c: u8| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-';
    if service.is_empty() || !service.bytes().all(service_ok) {
        return None;
    }
    if message.is_empty() || message.contains('\n') {
        return None;
    }
    Some((level, service))
}

fn top_error_services(lines: Vec<String>, k: i64) -> Vec<String> {
    let distinct: HashSet<&String> = lines.iter().collect();
    let mut counts: HashMap<&str, i64> = HashMap::new();
    for line in distinct {
        if let Some(("ERROR", service)) = parse_log_line(line) {
            *counts.entry(service).or_insert(0) += 1;
        }
    }
    let mut ranked: Vec<(&str, i64)> = counts.into_iter().collect();
    ranked.sort_by(|x, y| y.1.cmp(&x.1).then_with(|| x.0.cmp(y.0)));
    ranked
        .into_iter()
        .take(k.max(0) as usize)
        .map(|(service, n)| format!("{}:{}", service, n))
        .collect()
}
