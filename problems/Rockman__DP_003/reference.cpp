#include <algorithm>
#include <vector>

long long longest_calm_chain(const std::vector<long long>& levels) {
    // tails[k] = smallest possible last level of a calm chain of length k + 1
    std::vector<long long> tails;
    for (long long x : levels) {
        auto pos = std::upper_bound(tails.begin(), tails.end(), x);
        if (pos == tails.end()) {
            tails.push_back(x);
        } else {
            *pos = x;
        }
    }
    return static_cast<long long>(tails.size());
}
