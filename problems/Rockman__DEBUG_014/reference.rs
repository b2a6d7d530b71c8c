use std::collections::{HashMap, HashSet};

fn count_tags(posts: Vec<String>) -> HashMap<String, i64> {
    let mut counts: HashMap<String, i64> = HashMap::new();
    for post in &posts {
        let mut seen: HashSet<String> = HashSet::new();
        for word in post.split_whitespace() {
            if word.starts_with('#') && word.len() > 1 {
                let tag = word[1..].to_lowercase();
                if seen.insert(tag.clone()) {
                    *counts.entry(tag).or_insert(0) += 1;
                }
            }
        }
    }
    counts
}
