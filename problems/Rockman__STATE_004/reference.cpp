#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>
using namespace std;

class TxStore {
public:
    TxStore() {}

    void set(const std::string& key, long long value) { write(key, value); }

    long long get(const std::string& key) {
        auto found = data_.find(key);
        return found == data_.end() ? -1 : found->second;
    }

    bool delete_(const std::string& key) {
        if (data_.find(key) == data_.end()) return false;
        write(key, nullopt);
        return true;
    }

    long long count(long long value) {
        auto found = counts_.find(value);
        return found == counts_.end() ? 0 : found->second;
    }

    long long begin() {
        logs_.emplace_back();
        return (long long)logs_.size();
    }

    long long commit() {
        if (logs_.empty()) return -1;
        Log log = std::move(logs_.back());
        logs_.pop_back();
        if (!logs_.empty()) {
            Log& outer = logs_.back();
            outer.insert(outer.end(), log.begin(), log.end());
        }
        return (long long)logs_.size();
    }

    long long rollback() {
        if (logs_.empty()) return -1;
        Log log = std::move(logs_.back());
        logs_.pop_back();
        for (auto it = log.rbegin(); it != log.rend(); ++it) write(it->first, it->second, false);
        return (long long)logs_.size();
    }

private:
    using Log = vector<pair<string, optional<long long>>>;  // (key, previous value), oldest first

    void write(const string& key, optional<long long> value, bool record = true) {
        auto found = data_.find(key);
        optional<long long> old;
        if (found != data_.end()) old = found->second;
        if (old == value) return;
        if (record && !logs_.empty()) logs_.back().emplace_back(key, old);
        if (old) counts_[*old] -= 1;
        if (!value) {
            data_.erase(found);
        } else {
            data_[key] = *value;
            counts_[*value] += 1;
        }
    }

    unordered_map<string, long long> data_;
    unordered_map<long long, long long> counts_;
    vector<Log> logs_;  // one undo log per open transaction
};
