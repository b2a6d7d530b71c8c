#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

struct Label {
    std::vector<std::string> core;
    std::optional<std::vector<std::string>> pre;
};

std::vector<std::string> split_dots(const std::string& text) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        std::size_t dot = text.find('.', start);
        if (dot == std::string::npos) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, dot - start));
        start = dot + 1;
    }
}

bool all_digits(const std::string& s) {
    if (s.empty()) return false;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
    }
    return true;
}

bool is_number(const std::string& s) {  // 0|[1-9][0-9]*
    return all_digits(s) && (s.size() == 1 || s[0] != '0');
}

// One or more identifiers of [0-9A-Za-z-] separated by single dots; numeric ones without a
// leading zero when no_leading_zero is set.
std::optional<std::vector<std::string>> ident_list(const std::string& text, bool no_leading_zero) {
    std::vector<std::string> idents = split_dots(text);
    for (const std::string& ident : idents) {
        if (ident.empty()) return std::nullopt;
        for (char c : ident) {
            bool ok = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                      c == '-';
            if (!ok) return std::nullopt;
        }
        if (no_leading_zero && all_digits(ident) && ident.size() > 1 && ident[0] == '0') {
            return std::nullopt;
        }
    }
    return idents;
}

std::optional<Label> parse(const std::string& text) {
    std::size_t plus = text.find('+');
    std::string head = plus == std::string::npos ? text : text.substr(0, plus);
    if (plus != std::string::npos && !ident_list(text.substr(plus + 1), false)) {
        return std::nullopt;
    }
    std::size_t dash = head.find('-');
    Label label;
    label.core = split_dots(dash == std::string::npos ? head : head.substr(0, dash));
    if (label.core.size() != 3) return std::nullopt;
    for (const std::string& number : label.core) {
        if (!is_number(number)) return std::nullopt;
    }
    if (dash != std::string::npos) {
        label.pre = ident_list(head.substr(dash + 1), true);
        if (!label.pre) return std::nullopt;
    }
    return label;
}

int sign(int x) { return (x > 0) - (x < 0); }

// Numbers without leading zeros compare by length, then digit by digit (any size).
int cmp_number(const std::string& a, const std::string& b) {
    if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
    return sign(a.compare(b));
}

int cmp_ident(const std::string& a, const std::string& b) {
    bool a_num = all_digits(a), b_num = all_digits(b);
    if (a_num && b_num) return cmp_number(a, b);
    if (a_num != b_num) return a_num ? -1 : 1;
    return sign(a.compare(b));
}

}  // namespace

std::optional<long long> compare_versions(const std::string& a, const std::string& b) {
    std::optional<Label> pa = parse(a), pb = parse(b);
    if (!pa || !pb) return std::nullopt;
    for (int i = 0; i < 3; ++i) {
        int c = cmp_number(pa->core[i], pb->core[i]);
        if (c != 0) return c;
    }
    if (!pa->pre || !pb->pre) {
        if (!pa->pre && !pb->pre) return 0;
        return !pa->pre ? 1 : -1;
    }
    const std::vector<std::string>& x = *pa->pre;
    const std::vector<std::string>& y = *pb->pre;
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
        int c = cmp_ident(x[i], y[i]);
        if (c != 0) return c;
    }
    if (x.size() == y.size()) return 0;
    return x.size() < y.size() ? -1 : 1;
}
