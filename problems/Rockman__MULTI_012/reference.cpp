#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace {

// Minute of the day for two-digit hour and minute texts, or -1 if out of range.
int minutes_of(const std::string& hh, const std::string& mm) {
    int h = std::stoi(hh), m = std::stoi(mm);
    if (h > 23 || m > 59) return -1;
    return 60 * h + m;
}

// Whether span is exactly "DD:DD-DD:DD" with D a decimal digit.
bool span_shape(const std::string& span) {
    if (span.size() != 11) return false;
    for (std::size_t i = 0; i < 11; ++i) {
        char want = i == 2 || i == 8 ? ':' : i == 5 ? '-' : '0';
        if (want == '0' ? (span[i] < '0' || span[i] > '9') : span[i] != want) return false;
    }
    return true;
}

std::string two_digits(int x) { return std::string(1, char('0' + x / 10)) + char('0' + x % 10); }

}  // namespace

std::string earliest_slot(const std::vector<std::string>& busy, long long duration,
                          const std::string& day_start, const std::string& day_end) {
    const long long start = minutes_of(day_start.substr(0, 2), day_start.substr(3, 2));
    const long long end = minutes_of(day_end.substr(0, 2), day_end.substr(3, 2));
    std::vector<std::pair<int, int>> spans;
    for (const std::string& text : busy) {
        if (!span_shape(text)) continue;
        int a = minutes_of(text.substr(0, 2), text.substr(3, 2));
        int b = minutes_of(text.substr(6, 2), text.substr(9, 2));
        if (a < 0 || b < 0 || a >= b) continue;
        spans.emplace_back(a, b);
    }
    std::sort(spans.begin(), spans.end());
    long long t = start;  // earliest candidate start
    for (const auto& [a, b] : spans) {
        if (a - t >= duration) break;
        t = std::max<long long>(t, b);
    }
    if (t + duration <= end) {
        return two_digits(static_cast<int>(t / 60)) + ":" + two_digits(static_cast<int>(t % 60));
    }
    return "none";
}
