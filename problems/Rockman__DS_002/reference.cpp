#include <optional>
#include <vector>

class RingBuffer {
public:
    explicit RingBuffer(long long capacity) : slots_(static_cast<std::size_t>(capacity)) {}

    bool offer(long long value) {
        if (count_ == slots_.size()) {
            return false;
        }
        slots_[(head_ + count_) % slots_.size()] = value;
        ++count_;
        return true;
    }

    std::optional<long long> poll() {
        if (count_ == 0) {
            return std::nullopt;
        }
        long long value = slots_[head_];
        head_ = (head_ + 1) % slots_.size();
        --count_;
        return value;
    }

    std::optional<long long> peek_front() {
        if (count_ == 0) {
            return std::nullopt;
        }
        return slots_[head_];
    }

    std::optional<long long> peek_back() {
        if (count_ == 0) {
            return std::nullopt;
        }
        return slots_[(head_ + count_ - 1) % slots_.size()];
    }

    long long size() { return static_cast<long long>(count_); }

    bool is_full() { return count_ == slots_.size(); }

private:
    std::vector<long long> slots_;
    std::size_t head_ = 0;
    std::size_t count_ = 0;
};
