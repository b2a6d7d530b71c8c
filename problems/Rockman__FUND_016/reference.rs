use std::collections::HashMap;

fn shape_key(word: &str) -> Vec<usize> {
    // Replace every letter by the position of its first occurrence in the word.
    let mut first: HashMap<char, usize> = HashMap::new();
    word.chars()
        .map(|ch| {
            let next = first.len();
            *first.entry(ch).or_insert(next)
        })
        .collect()
}

fn count_same_shape_pairs(words: Vec<String>) -> i64 {
    let mut seen: HashMap<Vec<usize>, i64> = HashMap::new();
    let mut pairs = 0;
    for word in &words {
        let key = shape_key(word);
        let count = seen.entry(key).or_insert(0);
        pairs += *count;
        *count += 1;
    }
    pairs
}
