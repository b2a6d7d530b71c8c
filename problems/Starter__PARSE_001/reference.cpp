#include <cstddef>
#include <map>
#include <optional>
#include <string>

namespace {

std::string strip_blanks(const std::string& text) {
    std::size_t begin = text.find_first_not_of(" \t");
    if (begin == std::string::npos) {
        return "";
    }
    std::size_t end = text.find_last_not_of(" \t");
    return text.substr(begin, end - begin + 1);
}

bool is_name(const std::string& text) {
    if (text.empty()) {
        return false;
    }
    for (char ch : text) {
        if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_')) {
            return false;
        }
    }
    return true;
}

// An optional sign followed by one or more digits; the value lies strictly within +-10**18.
std::optional<long long> parse_integer(const std::string& text) {
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    if (i == text.size()) {
        return std::nullopt;
    }
    long long value = 0;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') {
            return std::nullopt;
        }
        value = value * 10 + (text[i] - '0');
    }
    return negative ? -value : value;
}

}  // namespace

std::map<std::string, long long> parse_settings(const std::string& text) {
    std::map<std::string, long long> settings;
    std::optional<std::string> section;
    std::size_t from = 0;
    for (;;) {
        std::size_t newline = text.find('\n', from);
        std::string line = strip_blanks(text.substr(from, newline - from));
        from = newline + 1;
        if (!line.empty() && line[0] != '#' && line[0] != ';') {
            if (line.front() == '[' && line.back() == ']') {
                std::string name = strip_blanks(line.substr(1, line.size() - 2));
                if (is_name(name)) {
                    section = name;
                }
            } else if (std::size_t equals = line.find('='); equals != std::string::npos) {
                std::string key = strip_blanks(line.substr(0, equals));
                std::optional<long long> value = parse_integer(strip_blanks(line.substr(equals + 1)));
                if (is_name(key) && value.has_value()) {
                    settings[section.has_value() ? *section + "." + key : key] = *value;
                }
            }
        }
        if (newline == std::string::npos) {
            break;
        }
    }
    return settings;
}
