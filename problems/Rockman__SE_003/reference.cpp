#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

class SafeCalculator {
public:
    SafeCalculator() {}

    std::string push(long long value) {
        if (stack_.size() >= kCapacity) {
            return "error: overflow";
        }
        stack_.push_back(value);
        return "ok";
    }

    std::string apply(const std::string& op) {
        if (op == "dup") {
            if (stack_.empty()) return "error: underflow";
            if (stack_.size() >= kCapacity) return "error: overflow";
            stack_.push_back(stack_.back());
            return "ok";
        }
        if (op == "drop") {
            if (stack_.empty()) return "error: underflow";
            stack_.pop_back();
            return "ok";
        }
        if (op != "+" && op != "-" && op != "*" && op != "/" && op != "%" && op != "swap") {
            return "error: unknown op";
        }
        if (stack_.size() < 2) return "error: underflow";
        const std::size_t n = stack_.size();
        const long long a = stack_[n - 2];
        const long long b = stack_[n - 1];
        if (op == "swap") {
            stack_[n - 2] = b;
            stack_[n - 1] = a;
            return "ok";
        }
        if ((op == "/" || op == "%") && b == 0) return "error: division by zero";
        // |a|, |b| <= 2^53, so a 128-bit product and 64-bit sums are exact
        __int128 result;
        if (op == "+") {
            result = static_cast<__int128>(a) + b;
        } else if (op == "-") {
            result = static_cast<__int128>(a) - b;
        } else if (op == "*") {
            result = static_cast<__int128>(a) * b;
        } else {
            const long long quotient = a / b;  // C++ division truncates toward zero
            result = op == "/" ? quotient : a - b * quotient;
        }
        if (result < -kLimit || result > kLimit) return "error: out of range";
        stack_.pop_back();
        stack_.back() = static_cast<long long>(result);
        return "ok";
    }

    std::optional<long long> top() {
        if (stack_.empty()) return std::nullopt;
        return stack_.back();
    }

    long long size() { return static_cast<long long>(stack_.size()); }

private:
    static constexpr std::size_t kCapacity = 100;
    static constexpr long long kLimit = 1LL << 53;
    std::vector<long long> stack_;
};
