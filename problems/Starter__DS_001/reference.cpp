#include <algorithm>
#include <optional>
#include <vector>

class MinMaxStack {
public:
    MinMaxStack() = default;

    void push(long long value) {
        if (items_.empty()) {
            items_.push_back({value, value, value});
        } else {
            const Entry& last = items_.back();
            items_.push_back({value, std::min(last.low, value), std::max(last.high, value)});
        }
    }

    std::optional<long long> pop() {
        if (items_.empty()) {
            return std::nullopt;
        }
        long long value = items_.back().value;
        items_.pop_back();
        return value;
    }

    std::optional<long long> top() {
        if (items_.empty()) {
            return std::nullopt;
        }
        return items_.back().value;
    }

    std::optional<long long> get_min() {
        if (items_.empty()) {
            return std::nullopt;
        }
        return items_.back().low;
    }

    std::optional<long long> get_max() {
        if (items_.empty()) {
            return std::nullopt;
        }
        return items_.back().high;
    }

    long long size() { return static_cast<long long>(items_.size()); }

private:
    // each entry: the value, and the min and max of the stack up to here
    struct Entry {
        long long value;
        long long low;
        long long high;
    };
    std::vector<Entry> items_;
};
