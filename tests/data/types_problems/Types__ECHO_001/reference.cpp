#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

class TypeEcho {
public:
    explicit TypeEcho(long long start) : count_(start) {}

    long long echo_int(long long x) { return x; }

    double echo_float(double x) { return x; }

    bool echo_bool(bool x) { return x; }

    std::string echo_str(const std::string& x) { return x; }

    std::vector<long long> echo_list(const std::vector<long long>& x) { return x; }

    std::map<std::string, long long> echo_map(const std::map<std::string, long long>& x) {
        return x;
    }

    std::map<long long, std::vector<std::string>> echo_int_map(
        const std::map<long long, std::vector<std::string>>& x) {
        return x;
    }

    std::tuple<long long, std::string, double> echo_tuple(
        const std::tuple<long long, std::string, double>& x) {
        return x;
    }

    std::optional<long long> echo_optional(const std::optional<long long>& x) { return x; }

    std::vector<std::map<std::string, std::optional<std::vector<std::tuple<long long, bool>>>>>
    echo_nested(
        const std::vector<std::map<std::string, std::optional<std::vector<std::tuple<long long, bool>>>>>& x) {
        return x;
    }

    std::tuple<std::string, double> combine(long long times, const std::string& text,
                                            const std::vector<double>& values) {
        std::string repeated;
        for (long long i = 0; i < times; ++i) repeated += text;
        double total = 0.0;
        for (double value : values) total += value;
        return {repeated, total};
    }

    long long count() { return ++count_; }

    void reset() { count_ = 0; }

private:
    long long count_;
};
