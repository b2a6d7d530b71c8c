#include <vector>
using namespace std;

long long find_in_rotated(const std::vector<long long>& dial, long long target) {
    long long lo = 0, hi = static_cast<long long>(dial.size()) - 1;
    while (lo <= hi) {
        long long mid = (lo + hi) / 2;
        if (dial[mid] == target) {
            return mid;
        }
        if (dial[lo] < dial[mid]) {
            // the left part dial[lo..mid] is sorted
            if (dial[lo] <= target && target < dial[mid]) {
                hi = mid - 1;
            } else {
                lo = mid + 1;
            }
        } else {
            // the right part dial[mid..hi] is sorted
            if (dial[mid] < target && target <= dial[hi]) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
    }
    return -1;
}
