use std::collections::{HashMap, HashSet};

fn top_words(text: String, stopwords: Vec<String>, k: i64) -> Vec<String> {
    let stop: HashSet<String> = stopwords.iter().map(|word| word.to_ascii_lowercase()).collect();
    let mut counts: HashMap<String, i64> = HashMap::new();
    // words are maximal runs of ASCII letters; every other character separates them
    for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
        if word.len() < 2 {
            continue;
        }
        let word = word.to_ascii_lowercase();
        if stop.contains(&word) {
            continue;
        }
        *counts.entry(word).or_insert(0) += 1;
    }
    let mut ranked: Vec<(String, i64)> = counts.into_iter().collect();
    ranked.sort_by(|x, y| y.1.cmp(&x.1).then_with(|| x.0.cmp(&y.0)));
    ranked.into_iter().take(k.max(0) as usize).map(|(word, _)| word).collect()
}
