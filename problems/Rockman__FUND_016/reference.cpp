#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

std::string shape_key(const std::string& word) {
    // Replace every letter by the position of its first occurrence in the word,
    // written as one character ('a' + position): a word has at most 12 letters.
    int first[26];
    for (int& f : first) {
        f = -1;
    }
    int distinct = 0;
    std::string key;
    key.reserve(word.size());
    for (char ch : word) {
        int& slot = first[ch - 'a'];
        if (slot < 0) {
            slot = distinct++;
        }
        key.push_back(static_cast<char>('a' + slot));
    }
    return key;
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
