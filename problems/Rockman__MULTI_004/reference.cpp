#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

bool is_level(const std::string& level) {
    return level == "DEBUG" || level == "INFO" || level == "WARN" || level == "ERROR";
}

// Matches "([0-9]+) (DEBUG|INFO|WARN|ERROR) ([a-z0-9-]+) (.+)" against the whole line; on
// success sets level and service.
bool parse_line(const std::string& line, std::string& level, std::string& service) {
    std::size_t i = 0;
    const std::size_t n = line.size();
    while (i < n && line[i] >= '0' && line[i] <= '9') ++i;
    if (i == 0 || i >= n || line[i] != ' ') return false;
    std::size_t space = line.find(' ', i + 1);
    if (space == std::string::npos) return false;
    level = line.substr(i + 1, space - i - 1);
    if (!is_level(level)) return false;
    i = space + 1;
    std::size_t start = i;
    while (i < n && ((line[i] >= 'a' && line[i] <= 'z') || (line[i] >= '0' && line[i] <= '9') ||
                     line[i] == '-')) {
        ++i;
    }
    if (i == start || i >= n || line[i] != ' ') return false;
    service = line.substr(start, i - start);
    const std::string message = line.substr(i + 1);
    return !message.empty() && message.find('\n') == std::string::npos;
}

}  // namespace

std::vector<std::string> top_error_services(const std::vector<std::string>& lines, long long k) {
    std::set<std::string> distinct(lines.begin(), lines.end());
    std::map<std::string, long long> counts;
    for (const std::string& line : distinct) {
        std::string level, service;
        if (!parse_line(line, level, service) || level != "ERROR") continue;
        ++counts[service];
    }
    std::vector<std::pair<std::string, long long>> ranked(counts.begin(), counts.end());
    std::sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) {
        if (x.second != y.second) return x.second > y.second;
        return x.first < y.first;
    });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < ranked.size() && static_cast<long long>(i) < k; ++i) {
        out.push_back(ranked[i].first + ":" + std::to_string(ranked[i].second));
    }
    return out;
}
