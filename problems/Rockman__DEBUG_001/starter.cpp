#include <algorithm>
#include <vector>
using namespace std;

long long max_window_sum(const std::vector<long long>& nums, long long k) {
    long long window = 0;
    for (long long i = 0; i < k; ++i) {
        window += nums[i];
    }
    long long best = window;
    for (long long i = k; i < static_cast<long long>(nums.size()) - 1; ++i) {
        window += nums[i] - nums[i - k];
        best = max(best, window);
    }
    return best;
}
