#include <algorithm>
#include <vector>
using namespace std;

long long window_max_total(const std::vector<long long>& nums, long long k) {
    long long total = 0;
    long long n = static_cast<long long>(nums.size());
    for (long long start = 0; start < n - k + 1; start++) {
        total += *max_element(nums.begin() + start, nums.begin() + start + k);
    }
    return total;
}
