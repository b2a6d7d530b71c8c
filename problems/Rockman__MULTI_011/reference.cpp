#include <algorithm>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

bool is_ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

std::string ascii_lower(std::string s) {
    for (char& c : s) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return s;
}

}  // namespace

std::vector<std::string> top_words(const std::string& text, const std::vector<std::string>& stopwords,
                                   long long k) {
    std::set<std::string> stop;
    for (const std::string& word : stopwords) stop.insert(ascii_lower(word));
    std::unordered_map<std::string, long long> counts;
    std::size_t i = 0;
    const std::size_t n = text.size();
    while (i < n) {
        if (!is_ascii_letter(text[i])) {
            ++i;
            continue;
        }
        std::size_t start = i;
        while (i < n && is_ascii_letter(text[i])) ++i;
        std::string word = ascii_lower(text.substr(start, i - start));
        if (word.size() < 2 || stop.count(word)) continue;
        ++counts[word];
    }
    std::vector<std::pair<std::string, long long>> ranked(counts.begin(), counts.end());
    std::sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) {
        if (x.second != y.second) return x.second > y.second;
        return x.first < y.first;
    });
    std::vector<std::string> out;
    for (std::size_t j = 0; j < ranked.size() && static_cast<long long>(j) < k; ++j) {
        out.push_back(ranked[j].first);
    }
    return out;
}
