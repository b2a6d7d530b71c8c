#include <deque>
#include <vector>
using namespace std;

long long window_max_total(const std::vector<long long>& nums, long long k) {
    std::deque<long long> window;  // indices; their values decrease from front to back
    long long total = 0;
    long long n = static_cast<long long>(nums.size());
    for (long long i = 0; i < n; i++) {
        long long value = nums[i];
        while (!window.empty() && nums[window.back()] <= value) {
            window.pop_back();
        }
        window.push_back(i);
        if (window.front() <= i - k) {
            window.pop_front();
        }
        if (i >= k - 1) {
            total += nums[window.front()];
        }
    }
    return total;
}
