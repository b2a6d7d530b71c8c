use std::cmp::Ordering;

fn all_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit())
}

/// 0|[1-9][0-9]*
fn is_number(s: &str) -> bool {
    all_digits(s) && (s.len() == 1 || !s.starts_with('0'))
}

/// One or more identifiers of [0-9A-Za-z-] separated by single dots.
fn ident_list(text: &str, no_leading_zero: bool) -> Option<Vec<&str>> {
    let idents: Vec<&str> = text.split('.').collect();
    for ident in &idents {
        if ident.is_empty() || !ident.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-') {
            return None;
        }
        if no_leading_zero && all_digits(ident) && ident.len() > 1 && ident.starts_with('0') {
            return None;
        }
    }
    Some(idents)
}

/// The core numbers and the pre-release identifiers (if any), or None when invalid.
fn parse_label(text: &str) -> Option<(Vec<&str>, Option<Vec<&str>>)> {
    let head = match text.find('+') {
        Some(plus) => {
            ident_list(&text[plus + 1..], false)?;
            &text[..plus]
        }
        None => text,
    };
    let (core_text, pre) = match head.find('-') {
        Some(dash) => (&head[..dash], Some(ident_list(&head[dash + 1..], true)?)),
        None => (head, None),
    };
    let core: Vec<&str> = core_text.split('.').collect();
    if core.len() != 3 || !core.iter().all(|n| is_number(n)) {
        return None;
    }
    Some((core, pre))
}

/// Numbers without leading zeros compare by length, then digit by digit (any size).
fn cmp_number(a: &str, b: &str) -> Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

fn cmp_ident(a: &str, b: &str) -> Ordering {
    match (all_digits(a), all_digits(b)) {
        (true, true) => cmp_number(a, b),
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        (false, false) => a.as_bytes().cmp(b.as_bytes()),
    }
}

fn to_int(order: Ordering) -> i64 {
    match order {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }
}

fn compare_versions(a: String, b: String) -> Option<i64> {
    let (core_a, pre_a) = parse_label(&a)?;
    let (core_b, pre_b) = parse_label(&b)?;
    for i in 0..3 {
        let c = cmp_number(core_a[i], core_b[i]);
        if c != Ordering::Equal {
            return Some(to_int(c));
        }
    }
    let (x, y) = match (pre_a, pre_b) {
        (None, None) => return Some(0),
        (None, Some(_)) => return Some(1),
        (Some(_), None) => return Some(-1),
        (Some(x), Some(y)) => (x, y),
    };
    for (p, q) in x.iter().zip(y.iter()) {
        let c = cmp_ident(p, q);
        if c != Ordering::Equal {
            return Some(to_int(c));
        }
    }
    Some(to_int(x.len().cmp(&y.len())))
}
