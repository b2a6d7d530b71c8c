#include <functional>
#include <queue>
#include <unordered_map>
#include <utility>
#include <vector>
using namespace std;

class TTLCache {
public:
    TTLCache() {}

    bool put(long long key, long long value, long long ttl, long long now) {
        purge(now);
        bool alive = entries_.count(key) > 0;
        entries_[key] = {value, now + ttl};
        heap_.push({now + ttl, key});
        return alive;
    }

    long long get(long long key, long long now) {
        purge(now);
        auto found = entries_.find(key);
        return found == entries_.end() ? -1 : found->second.first;
    }

    bool touch(long long key, long long ttl, long long now) {
        purge(now);
        auto found = entries_.find(key);
        if (found == entries_.end()) return false;
        found->second.second = now + ttl;
        heap_.push({now + ttl, key});
        return true;
    }

    bool remove(long long key, long long now) {
        purge(now);
        return entries_.erase(key) > 0;
    }

    long long alive_count(long long now) {
        purge(now);
        return (long long)entries_.size();
    }

private:
    void purge(long long now) {
        while (!heap_.empty() && heap_.top().first <= now) {
            auto [expiry, key] = heap_.top();
            heap_.pop();
            auto found = entries_.find(key);
            if (found != entries_.end() && found->second.second == expiry) entries_.erase(found);
        }
    }

    unordered_map<long long, pair<long long, long long>> entries_;  // key -> (value, expiry)
    // (expiry, key), possibly stale; smallest expiry on top
    priority_queue<pair<long long, long long>, vector<pair<long long, long long>>,
                   greater<pair<long long, long long>>> heap_;
};
