use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// Pending tasks by id, and a min-heap of (-priority, submission, id) entries that may be stale
/// (cancelled or reprioritized tasks); stale tops are dropped lazily.
struct TaskScheduler {
    tasks: HashMap<i64, (i64, i64)>, // id -> (priority, submission)
    heap: BinaryHeap<Reverse<(i64, i64, i64)>>,
    counter: i64,
}

impl TaskScheduler {
    fn new() -> Self {
        TaskScheduler { tasks: HashMap::new(), heap: BinaryHeap::new(), counter: 0 }
    }

    fn clean(&mut self) {
        while let Some(&Reverse((neg, seq, task))) = self.heap.peek() {
            if self.tasks.get(&task) == Some(&(-neg, seq)) {
                return;
            }
            self.heap.pop();
        }
    }

    fn submit(&mut self, task_id: i64, priority: i64) -> bool {
        if self.tasks.contains_key(&task_id) {
            return false;
        }
        self.counter += 1;
        self.tasks.insert(task_id, (priority, self.counter));
        self.heap.push(Reverse((-priority, self.counter, task_id)));
        true
    }

    fn cancel(&mut self, task_id: i64) -> bool {
        self.tasks.remove(&task_id).is_some()
    }

    fn reprioritize(&mut self, task_id: i64, priority: i64) -> bool {
        match self.tasks.get_mut(&task_id) {
            None => false,
            Some(entry) => {
                entry.0 = priority;
                let seq = entry.1;
                self.heap.push(Reverse((-priority, seq, task_id)));
                true
            }
        }
    }

    fn peek(&mut self) -> i64 {
        self.clean();
        self.heap.peek().map_or(-1, |item| (item.0).2)
    }

    fn run_next(&mut self) -> i64 {
        self.clean();
        match self.heap.pop() {
            None => -1,
            Some(Reverse((_, _, task))) => {
                self.tasks.remove(&task);
                task
            }
        }
    }

    fn pending(&mut self) -> i64 {
        self.tasks.len() as i64
    }
}
