#include <queue>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>
using namespace std;

class TaskScheduler {
public:
    TaskScheduler() {}

    bool submit(long long task_id, long long priority) {
        if (pending_.count(task_id)) return false;
        ++counter_;
        pending_[task_id] = {priority, counter_};
        heap_.push({-priority, counter_, task_id});
        return true;
    }

    bool cancel(long long task_id) { return pending_.erase(task_id) > 0; }

    bool reprioritize(long long task_id, long long priority) {
        auto found = pending_.find(task_id);
        if (found == pending_.end()) return false;
        found->second.first = priority;
        heap_.push({-priority, found->second.second, task_id});
        return true;
    }

    long long peek() {
        clean();
        return heap_.empty() ? -1 : get<2>(heap_.top());
    }

    long long run_next() {
        clean();
        if (heap_.empty()) return -1;
        long long task = get<2>(heap_.top());
        heap_.pop();
        pending_.erase(task);
        return task;
    }

    long long pending() { return (long long)pending_.size(); }

private:
    using Item = tuple<long long, long long, long long>;  // (-priority, submission, task id)

    void clean() {
        while (!heap_.empty()) {
            auto [neg, seq, task] = heap_.top();
            auto found = pending_.find(task);
            if (found != pending_.end() && found->second == make_pair(-neg, seq)) return;
            heap_.pop();
        }
    }

    unordered_map<long long, pair<long long, long long>> pending_;  // id -> (priority, submission)
    priority_queue<Item, vector<Item>, greater<Item>> heap_;  // possibly stale entries
    long long counter_ = 0;
};
