#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>

namespace {

bool item_char(char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-'; }

// A movement " *item *, *[+-]?digits *" (the whole line); false when malformed.
bool parse_movement(const std::string& line, std::string& item, long long& quantity) {
    std::size_t p = 0, n = line.size();
    while (p < n && line[p] == ' ') ++p;
    std::size_t start = p;
    while (p < n && item_char(line[p])) ++p;
    if (p == start) return false;
    item = line.substr(start, p - start);
    while (p < n && line[p] == ' ') ++p;
    if (p >= n || line[p] != ',') return false;
    ++p;
    while (p < n && line[p] == ' ') ++p;
    bool negative = false;
    if (p < n && (line[p] == '+' || line[p] == '-')) negative = line[p++] == '-';
    std::size_t digits = p;
    long long value = 0;
    while (p < n && line[p] >= '0' && line[p] <= '9') value = value * 10 + (line[p++] - '0');
    if (p == digits) return false;
    while (p < n && line[p] == ' ') ++p;
    if (p != n) return false;
    quantity = negative ? -value : value;
    return true;
}

}  // namespace

long long summarize_ledgers(const std::string& root) {
    namespace fs = std::filesystem;
    fs::path folder = fs::path(root) / "ledger";
    std::map<std::string, long long> totals;
    long long malformed = 0;
    std::error_code ec;
    if (fs::is_directory(folder, ec)) {
        for (const auto& entry : fs::directory_iterator(folder)) {
            std::string name = entry.path().filename().string();
            if (name.size() < 4 || name.compare(name.size() - 4, 4, ".txt") != 0) continue;
            if (!fs::is_regular_file(entry.path(), ec)) continue;
            std::ifstream in(entry.path(), std::ios::binary);
            std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            std::size_t start = 0;
            while (start < text.size()) {
                std::size_t end = text.find('\n', start);
                if (end == std::string::npos) end = text.size();
                std::string line = text.substr(start, end - start);
                start = end + 1;
                std::size_t first = line.find_first_not_of(' ');
                if (first == std::string::npos || line[first] == '#') continue;
                std::string item;
                long long quantity = 0;
                if (!parse_movement(line, item, quantity)) {
                    ++malformed;
                    continue;
                }
                totals[item] += quantity;
            }
        }
    }
    std::ofstream out(fs::path(root) / "summary.txt", std::ios::binary | std::ios::trunc);
    for (const auto& [item, total] : totals) {
        if (total != 0) out << item << ' ' << total << '\n';
    }
    return malformed;
}
