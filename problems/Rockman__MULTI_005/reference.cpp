#include <map>
#include <string>
#include <vector>

namespace {

bool all_of_range(const std::string& s, char lo, char hi) {
    if (s.empty()) return false;
    for (char c : s) {
        if (c < lo || c > hi) return false;
    }
    return true;
}

}  // namespace

std::vector<std::string> stock_report(const std::vector<std::string>& lines) {
    std::map<std::string, long long> totals;  // ordered by name
    for (const std::string& line : lines) {
        // the whole row must match ([a-z]+),([0-9]+),([0-9]+)
        std::size_t first = line.find(',');
        if (first == std::string::npos) continue;
        std::size_t second = line.find(',', first + 1);
        if (second == std::string::npos) continue;
        std::string name = line.substr(0, first);
        std::string qty = line.substr(first + 1, second - first - 1);
        std::string price = line.substr(second + 1);
        if (!all_of_range(name, 'a', 'z') || !all_of_range(qty, '0', '9') ||
            !all_of_range(price, '0', '9')) {
            continue;
        }
        totals[name] += std::stoll(qty) * std::stoll(price);
    }
    std::vector<std::string> out;
    for (const auto& [name, total] : totals) {
        out.push_back(name + "=" + std::to_string(total));
    }
    return out;
}
