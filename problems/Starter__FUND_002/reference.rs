use std::collections::HashMap;

fn top_words(text: String, k: i64) -> Vec<String> {
    let mut counts: HashMap<String, i64> = HashMap::new();
    for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
        if !word.is_empty() {
            *counts.entry(word.to_ascii_lowercase()).or_insert(0) += 1;
        }
    }
    let mut ranked: Vec<(String, i64)> = counts.into_iter().collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    ranked
        .into_iter()
        .take(k.max(0) as usize)
        .map(|(word, _)| word)
        .collect()
}
