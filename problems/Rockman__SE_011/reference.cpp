#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>
using namespace std;

class TxStore {
public:
    TxStore() {}

    std::optional<long long> get(const std::string& key) {
        auto it = data_.find(key);
        if (it == data_.end()) {
            return nullopt;
        }
        return it->second;
    }

    void set(const std::string& key, long long value) {
        record(key);
        write(key, value);
    }

    bool erase(const std::string& key) {
        if (!data_.count(key)) {
            return false;
        }
        record(key);
        write(key, nullopt);
        return true;
    }

    long long count(long long value) {
        auto it = counts_.find(value);
        return it == counts_.end() ? 0 : it->second;
    }

    void begin() {
        log_.emplace_back();
    }

    bool rollback() {
        if (log_.empty()) {
            return false;
        }
        vector<pair<string, optional<long long>>> changes = std::move(log_.back());
        log_.pop_back();
        for (auto it = changes.rbegin(); it != changes.rend(); ++it) {
            write(it->first, it->second);
        }
        return true;
    }

    bool commit() {
        if (log_.empty()) {
            return false;
        }
        vector<pair<string, optional<long long>>> changes = std::move(log_.back());
        log_.pop_back();
        if (!log_.empty()) {
            auto& outer = log_.back();
            outer.insert(outer.end(), changes.begin(), changes.end());
        }
        return true;
    }

private:
    unordered_map<string, long long> data_;
    unordered_map<long long, long long> counts_;
    // one undo log per open transaction: (key, value before the change or nullopt)
    vector<vector<pair<string, optional<long long>>>> log_;

    // Store value under key (nullopt deletes it), keeping the value counts up to date.
    void write(const string& key, optional<long long> value) {
        auto it = data_.find(key);
        if (it != data_.end()) {
            counts_[it->second] -= 1;
        }
        if (!value) {
            data_.erase(key);
        } else {
            data_[key] = *value;
            counts_[*value] += 1;
        }
    }

    // Remember the current value of key so the innermost open transaction can undo it.
    void record(const string& key) {
        if (!log_.empty()) {
            log_.back().emplace_back(key, get(key));
        }
    }
};
