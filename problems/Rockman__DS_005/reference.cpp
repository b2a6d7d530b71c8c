#include <unordered_map>
#include <vector>

long long longest_balanced_stretch(const std::vector<long long>& changes, long long goal) {
    std::unordered_map<long long, long long> first_seen;  // prefix sum -> smallest index
    first_seen.reserve(changes.size() * 2 + 1);
    first_seen[0] = -1;
    long long prefix = 0;
    long long best = 0;
    for (long long i = 0; i < static_cast<long long>(changes.size()); ++i) {
        prefix += changes[i];
        auto start = first_seen.find(prefix - goal);
        if (start != first_seen.end() && i - start->second > best) {
            best = i - start->second;
        }
        first_seen.emplace(prefix, i);  // keeps the first index if present
    }
    return best;
}
