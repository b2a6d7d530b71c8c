#include <vector>
using namespace std;

// Return the index of the first element >= target, or nums.size() if there is none.
long long lower_bound_index(const std::vector<long long>& nums, long long target) {
    long long lo = 0;
    long long hi = static_cast<long long>(nums.size()) - 1;
    while (lo < hi) {
        long long mid = (lo + hi) / 2;
        if (nums[mid] < target) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo;
}

long long count_in_range(const std::vector<long long>& nums, long long low, long long high) {
    if (low > high) {
        return 0;
    }
    return lower_bound_index(nums, high + 1) - lower_bound_index(nums, low);
}
