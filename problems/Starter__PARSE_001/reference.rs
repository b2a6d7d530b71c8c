use std::collections::HashMap;

fn is_name(text: &str) -> bool {
    !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

fn is_integer(text: &str) -> bool {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

fn parse_settings(text: String) -> HashMap<String, i64> {
    let blank = |c: char| c == ' ' || c == '\t';
    let mut settings: HashMap<String, i64> = HashMap::new();
    let mut section: Option<String> = None;
    for raw in text.split('\n') {
        let line = raw.trim_matches(blank);
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if line.starts_with('[') && line.ends_with(']') {
            let name = line[1..line.len() - 1].trim_matches(blank);
            if is_name(name) {
                section = Some(name.to_string());
            }
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let (key, value) = (key.trim_matches(blank), value.trim_matches(blank));
        if !is_name(key) || !is_integer(value) {
            continue;
        }
        let Ok(number) = value.parse::<i64>() else {
            continue;
        };
        let full_key = match &section {
            Some(section) => format!("{section}.{key}"),
            None => key.to_string(),
        };
        settings.insert(full_key, number);
    }
    settings
}
