#include <algorithm>
#include <vector>
using namespace std;

long long count_light_triples(const std::vector<long long>& weights, long long limit) {
    std::vector<long long> w = weights;
    std::sort(w.begin(), w.end());
    long long n = static_cast<long long>(w.size());
    long long total = 0;
    for (long long i = 0; i < n - 2; ++i) {
        // Count the pairs (j, k) with i < j < k and w[i] + w[j] + w[k] < limit,
        // moving j up from i + 1 and k down from n - 1, and add them to total.
        // (missing part: write it here)
    }
    return total;
}
