#include <algorithm>
#include <cstddef>
#include <unordered_map>
#include <unordered_set>
#include <vector>

long long shortest_full_tour(const std::vector<long long>& stalls) {
    if (stalls.empty()) {
        return 0;
    }
    const std::size_t kinds = std::unordered_set<long long>(stalls.begin(), stalls.end()).size();
    std::unordered_map<long long, long long> counts;
    std::size_t covered = 0;
    std::size_t best = stalls.size();
    std::size_t left = 0;
    for (std::size_t right = 0; right < stalls.size(); ++right) {
        if (++counts[stalls[right]] == 1) {
            ++covered;
        }
        while (covered == kinds) {
            best = std::min(best, right - left + 1);
            if (--counts[stalls[left]] == 0) {
                --covered;
            }
            ++left;
        }
    }
    return static_cast<long long>(best);
}
