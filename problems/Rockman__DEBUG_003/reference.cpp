#include <optional>
#include <vector>
using namespace std;

std::optional<long long> second_largest(const std::vector<long long>& nums) {
    std::optional<long long> first;
    std::optional<long long> second;
    for (long long x : nums) {
        if (!first || x > *first) {
            second = first;
            first = x;
        } else if (x != *first && (!second || x > *second)) {
            second = x;
        }
    }
    return second;
}
