#include <algorithm>
#include <numeric>
#include <vector>
using namespace std;

long long longest_day(const std::vector<long long>& stages, long long days) {
    if (stages.empty()) {
        return 0;
    }
    long long low = *max_element(stages.begin(), stages.end());
    long long high = accumulate(stages.begin(), stages.end(), 0LL);
    while (low < high) {
        long long limit = (low + high) / 2;
        long long used = 1, walked = 0;
        for (long long stage : stages) {
            if (walked + stage >= limit) {
                used += 1;
                walked = 0;
            }
            walked += stage;
        }
        if (used <= days) {
            high = limit;
        } else {
            low = limit + 1;
        }
    }
    return low;
}
