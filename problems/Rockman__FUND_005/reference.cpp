#include <algorithm>
#include <vector>
using namespace std;

long long count_light_triples(const std::vector<long long>& weights, long long limit) {
    std::vector<long long> w = weights;
    std::sort(w.begin(), w.end());
    long long n = static_cast<long long>(w.size());
    long long total = 0;
    for (long long i = 0; i < n - 2; ++i) {
        long long j = i + 1;
        long long k = n - 1;
        while (j < k) {
            if (w[i] + w[j] + w[k] < limit) {
                // every k' in (j, k] works with this j
                total += k - j;
                ++j;
            } else {
                --k;
            }
        }
    }
    return total;
}
