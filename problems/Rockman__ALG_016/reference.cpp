#include <algorithm>
#include <functional>
#include <vector>
using namespace std;

long long count_balanced_stretches(const std::vector<long long>& changes, long long lo, long long hi) {
    if (lo > hi) {
        return 0;
    }
    std::vector<long long> prefix = {0};
    for (long long change : changes) {
        prefix.push_back(prefix.back() + change);
    }

    // Count pairs i < j in prefix[left, right) with lo <= prefix[j] - prefix[i] <= hi,
    // then sort that range.
    std::function<long long(size_t, size_t)> solve = [&](size_t left, size_t right) -> long long {
        if (right - left <= 1) {
            return 0;
        }
        size_t mid = (left + right) / 2;
        long long count = solve(left, mid) + solve(mid, right);
        size_t low = mid, high = mid;
        for (size_t i = left; i < mid; ++i) {
            while (low < right && prefix[low] - prefix[i] < lo) {
                ++low;
            }
            while (high < right && prefix[high] - prefix[i] <= hi) {
                ++high;
            }
            count += static_cast<long long>(high - low);
        }
        sort(prefix.begin() + left, prefix.begin() + right);
        return count;
    };

    return solve(0, prefix.size());
}
