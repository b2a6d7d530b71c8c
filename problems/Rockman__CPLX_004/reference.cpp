#include <unordered_map>
#include <vector>

long long longest_exact_stretch(const std::vector<long long>& values, long long target) {
    std::unordered_map<long long, long long> first_seen;  // prefix sum -> earliest index
    first_seen.reserve(values.size() * 2 + 1);
    first_seen[0] = -1;
    long long prefix = 0, best = 0;
    for (long long i = 0; i < static_cast<long long>(values.size()); ++i) {
        prefix += values[i];
        auto it = first_seen.find(prefix - target);
        if (it != first_seen.end() && i - it->second > best) best = i - it->second;
        first_seen.emplace(prefix, i);  // keeps the earliest index
    }
    return best;
}
