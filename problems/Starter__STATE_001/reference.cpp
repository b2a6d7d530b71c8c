#include <iterator>
#include <list>
#include <unordered_map>
#include <utility>

class LRUCache {
public:
    explicit LRUCache(long long capacity) : capacity_(capacity) {}

    long long get(long long key) {
        auto found = index_.find(key);
        if (found == index_.end()) {
            return -1;
        }
        entries_.splice(entries_.end(), entries_, found->second);
        return found->second->second;
    }

    void put(long long key, long long value) {
        auto found = index_.find(key);
        if (found != index_.end()) {
            found->second->second = value;
            entries_.splice(entries_.end(), entries_, found->second);
            return;
        }
        if (static_cast<long long>(entries_.size()) >= capacity_) {
            index_.erase(entries_.front().first);
            entries_.pop_front();
        }
        entries_.emplace_back(key, value);
        index_[key] = std::prev(entries_.end());
    }

    long long size() { return static_cast<long long>(entries_.size()); }

private:
    long long capacity_;
    std::list<std::pair<long long, long long>> entries_;  // least recently used first
    std::unordered_map<long long, std::list<std::pair<long long, long long>>::iterator> index_;
};
