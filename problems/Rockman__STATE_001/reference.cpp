#include <iterator>
#include <list>
#include <unordered_map>
using namespace std;

class LFUCache {
public:
    LFUCache(long long capacity) : capacity_(capacity) {}

    long long get(long long key) {
        auto found = entries_.find(key);
        if (found == entries_.end()) return -1;
        use(key);
        return found->second.value;
    }

    long long put(long long key, long long value) {
        auto found = entries_.find(key);
        if (found != entries_.end()) {
            found->second.value = value;
            use(key);
            return -1;
        }
        long long evicted = -1;
        if ((long long)entries_.size() >= capacity_) {
            auto& bucket = buckets_[min_freq_];
            evicted = bucket.front();
            bucket.pop_front();
            if (bucket.empty()) buckets_.erase(min_freq_);
            entries_.erase(evicted);
        }
        auto& bucket = buckets_[1];
        bucket.push_back(key);
        entries_[key] = Entry{value, 1, prev(bucket.end())};
        min_freq_ = 1;
        return evicted;
    }

    long long frequency(long long key) {
        auto found = entries_.find(key);
        return found == entries_.end() ? 0 : found->second.freq;
    }

    long long size() { return (long long)entries_.size(); }

private:
    struct Entry {
        long long value;
        long long freq;
        list<long long>::iterator pos;
    };

    void use(long long key) {
        Entry& e = entries_[key];
        long long f = e.freq;
        auto& bucket = buckets_[f];
        bucket.erase(e.pos);
        if (bucket.empty()) {
            buckets_.erase(f);
            if (min_freq_ == f) min_freq_ = f + 1;
        }
        auto& next = buckets_[f + 1];
        next.push_back(key);
        e.freq = f + 1;
        e.pos = prev(next.end());
    }

    long long capacity_;
    long long min_freq_ = 0;
    unordered_map<long long, Entry> entries_;
    // frequency -> keys with that frequency, least recently used first
    unordered_map<long long, list<long long>> buckets_;
};
