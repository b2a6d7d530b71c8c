use std::collections::{BTreeSet, HashMap};

const MAX_LOANS: usize = 3;

/// A lending library that reports every outcome as a status string.
struct Library {
    shelf: HashMap<String, i64>,
    loans: HashMap<String, BTreeSet<String>>,
}

impl Library {
    fn new() -> Self {
        Library { shelf: HashMap::new(), loans: HashMap::new() }
    }

    fn add_book(&mut self, book_id: String, copies: i64) -> String {
        if copies < 1 {
            return "INVALID".to_string();
        }
        *self.shelf.entry(book_id).or_insert(0) += copies;
        "OK".to_string()
    }

    fn checkout(&mut self, member: String, book_id: String) -> String {
        let on_shelf = match self.shelf.get_mut(&book_id) {
            None => return "NO_SUCH_BOOK".to_string(),
            Some(count) => count,
        };
        let held = self.loans.entry(member).or_default();
        if held.contains(&book_id) {
            return "ALREADY_HAS".to_string();
        }
        if held.len() >= MAX_LOANS {
            return "LIMIT".to_string();
        }
        if *on_shelf == 0 {
            return "UNAVAILABLE".to_string();
        }
        *on_shelf -= 1;
        held.insert(book_id);
        "OK".to_string()
    }

    fn give_back(&mut self, member: String, book_id: String) -> String {
        let removed = match self.loans.get_mut(&member) {
            Some(held) => held.remove(&book_id),
            None => false,
        };
        if !removed {
            return "NOT_BORROWED".to_string();
        }
        *self.shelf.entry(book_id).or_insert(0) += 1;
        "OK".to_string()
    }

    fn available(&mut self, book_id: String) -> i64 {
        self.shelf.get(&book_id).copied().unwrap_or(0)
    }

    fn borrowed(&mut self, member: String) -> Vec<String> {
        // a BTreeSet iterates in ascending order
        self.loans.get(&member).map(|held| held.iter().cloned().collect()).unwrap_or_default()
    }
}
