#include <cstddef>
#include <deque>
#include <vector>

long long count_stable_windows(const std::vector<long long>& readings, long long tolerance) {
    // maxq / minq hold indices of the current window with decreasing / increasing values
    std::deque<std::size_t> maxq;
    std::deque<std::size_t> minq;
    std::size_t left = 0;
    long long total = 0;
    for (std::size_t right = 0; right < readings.size(); ++right) {
        const long long value = readings[right];
        while (!maxq.empty() && readings[maxq.back()] <= value) {
            maxq.pop_back();
        }
        maxq.push_back(right);
        while (!minq.empty() && readings[minq.back()] >= value) {
            minq.pop_back();
        }
        minq.push_back(right);
        while (readings[maxq.front()] - readings[minq.front()] > tolerance) {
            ++left;
            if (maxq.front() < left) {
                maxq.pop_front();
            }
            if (minq.front() < left) {
                minq.pop_front();
            }
        }
        total += static_cast<long long>(right - left + 1);
    }
    return total;
}
