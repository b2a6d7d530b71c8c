use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

thread_local! {
    static COUNTS: RefCell<HashMap<String, i64>> = RefCell::new(HashMap::new());
}

fn count_tags(posts: Vec<String>) -> HashMap<String, i64> {
    COUNTS.with(|counts| {
        let mut counts = counts.borrow_mut();
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
        counts.clone()
    })
}
