/// Minute of the day for two-digit hour and minute texts, or None if out of range.
fn minutes_of(hh: &str, mm: &str) -> Option<i64> {
    let h: i64 = hh.parse().ok()?;
    let m: i64 = mm.parse().ok()?;
    if h > 23 || m > 59 {
        return None;
    }
    Some(60 * h + m)
}

/// Whether span is exactly "DD:DD-DD:DD" with D a decimal digit.
fn span_shape(span: &str) -> bool {
    let bytes = span.as_bytes();
    bytes.len() == 11
        && bytes.iter().enumerate().all(|(i, &c)| match i {
            2 | 8 => c == b':',
            5 => c == b'-',
            _ => c.is_ascii_digit(),
        })
}

fn earliest_slot(busy: Vec<String>, duration: i64, day_start: String, day_end: String) -> String {
    let start = minutes_of(&day_start[0..2], &day_start[3..5]).unwrap_or(0);
    let end = minutes_of(&day_end[0..2], &day_end[3..5]).unwrap_or(0);
    let mut spans: Vec<(i64, i64)> = Vec::new();
    for text in &busy {
        if !span_shape(text) {
            continue;
        }
        match (minutes_of(&text[0..2], &text[3..5]), minutes_of(&text[6..8], &text[9..11])) {
            (Some(a), Some(b)) if a < b => spans.push((a, b)),
            _ => {}
        }
    }
    spans.sort();
    let mut t = start; // earliest candidate start
    for &(a, b) in &spans {
        if a - t >= duration {
            break;
        }
        t = t.max(b);
    }
    if t + duration <= end {
        return format!("{:02}:{:02}", t / 60, t % 60);
    }
    "none".to_string()
}
