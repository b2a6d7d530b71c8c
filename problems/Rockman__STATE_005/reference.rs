use std::collections::{HashMap, VecDeque};

/// A sliding-window rate limiter: per client, a queue of accepted request times whose expired
/// front is dropped on every call.
struct RateLimiter {
    limit: i64,
    window: i64,
    accepted: HashMap<String, VecDeque<i64>>,
}

impl RateLimiter {
    fn new(limit: i64, window: i64) -> Self {
        RateLimiter { limit, window, accepted: HashMap::new() }
    }

    fn recent(&mut self, client: String, t: i64) -> &mut VecDeque<i64> {
        let window = self.window;
        let times = self.accepted.entry(client).or_default();
        while let Some(&first) = times.front() {
            if first > t - window {
                break;
            }
            times.pop_front();
        }
        times
    }

    fn allow(&mut self, client: String, t: i64) -> bool {
        let limit = self.limit;
        let times = self.recent(client, t);
        if times.len() as i64 >= limit {
            return false;
        }
        times.push_back(t);
        true
    }

    fn remaining(&mut self, client: String, t: i64) -> i64 {
        self.limit - self.recent(client, t).len() as i64
    }
}
