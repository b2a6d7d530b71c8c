#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

std::vector<std::string> top_words(const std::string& text, long long k) {
    std::map<std::string, long long> counts;
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        char ch = i < text.size() ? text[i] : ' ';
        if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')) {
            word.push_back(ch >= 'A' && ch <= 'Z' ? static_cast<char>(ch - 'A' + 'a') : ch);
        } else if (!word.empty()) {
            ++counts[word];
            word.clear();
        }
    }
    std::vector<std::pair<std::string, long long>> ranked(counts.begin(), counts.end());
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    std::vector<std::string> result;
    for (const auto& entry : ranked) {
        if (static_cast<long long>(result.size()) >= k) {
            break;
        }
        result.push_back(entry.first);
    }
    return result;
}
