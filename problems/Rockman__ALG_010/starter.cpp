#include <algorithm>
#include <functional>
#include <vector>
using namespace std;

long long count_combinations(const std::vector<long long>& values, long long target) {
    std::vector<long long> sorted_values = values;
    sort(sorted_values.begin(), sorted_values.end());
    size_t n = sorted_values.size();

    std::function<long long(size_t, long long)> search = [&](size_t start, long long remaining) -> long long {
        if (remaining == 0) {
            return 1;
        }
        long long total = 0;
        for (size_t i = start; i < n; ++i) {
            if (sorted_values[i] > remaining) {
                break;
            }
            if (i > 0 && sorted_values[i] == sorted_values[i - 1]) {
                continue;  // the same value at this depth gives the same combinations
            }
            total += search(i + 1, remaining - sorted_values[i]);
        }
        return total;
    };

    return search(0, target);
}
