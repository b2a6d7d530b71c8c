#include <cctype>
#include <optional>
#include <string>
#include <utility>
#include <vector>
using namespace std;

// Unit letters, largest first: components must appear in this order.
const std::vector<std::pair<char, long long>> UNITS = {
    {'h', 3600},
    {'m', 60},
    {'s', 1},
    {'d', 86400},  // 'd' added in version 2
};

// The rank of a unit letter is its position in UNITS; -1 for a letter that is not a unit.
int unit_rank(char letter) {
    for (size_t rank = 0; rank < UNITS.size(); ++rank) {
        if (UNITS[rank].first == letter) {
            return static_cast<int>(rank);
        }
    }
    return -1;
}

std::optional<long long> parse_duration(const std::string& text) {
    if (text.empty()) {
        return nullopt;
    }
    long long total = 0;
    int last_rank = -1;
    size_t i = 0;
    while (i < text.size()) {
        size_t start = i;
        while (i < text.size() && isdigit(static_cast<unsigned char>(text[i]))) {
            ++i;
        }
        std::string digits = text.substr(start, i - start);
        if (digits.empty() || digits.size() > 6 || i >= text.size() || unit_rank(text[i]) < 0) {
            return nullopt;
        }
        char unit = text[i];
        int rank = unit_rank(unit);
        if (rank <= last_rank) {
            return nullopt;
        }
        last_rank = rank;
        total += stoll(digits) * UNITS[rank].second;
        ++i;
    }
    return total;
}
