#include <limits>
#include <optional>
#include <vector>
using namespace std;

std::optional<long long> second_largest(const std::vector<long long>& nums) {
    const long long NONE = numeric_limits<long long>::min();
    long long first = NONE;
    long long second = NONE;
    for (long long x : nums) {
        if (x > first) {
            second = first;
            first = x;
        } else if (x > second) {
            second = x;
        }
    }
    if (second == NONE) {
        return nullopt;
    }
    return second;
}
