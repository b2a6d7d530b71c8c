#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

std::string shape_key(const std::string& word) {
    // Return a key such that two words get equal keys exactly when they have the
    // same shape (same length and the same pattern of repeated letters).
    // (missing part: write it here)
    return {};
}

long long count_same_shape_pairs(const std::vector<std::string>& words) {
    std::unordered_map<std::string, long long> seen;
    long long pairs = 0;
    for (const std::string& word : words) {
        std::string key = shape_key(word);
        pairs += seen[key];
        seen[key] += 1;
    }
    return pairs;
}
