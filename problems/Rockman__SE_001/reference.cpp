#include <optional>
#include <string>
#include <vector>

std::optional<std::vector<std::string>> parse_csv_row(const std::string& line) {
    std::vector<std::string> fields;
    std::size_t i = 0;
    const std::size_t n = line.size();
    while (true) {
        if (i < n && line[i] == '"') {
            ++i;
            std::string value;
            while (true) {
                if (i >= n) {
                    return std::nullopt;  // unterminated quoted field
                }
                if (line[i] == '"') {
                    if (i + 1 < n && line[i + 1] == '"') {
                        value.push_back('"');
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                value.push_back(line[i]);
                ++i;
            }
            fields.push_back(value);
            if (i < n && line[i] != ',') {
                return std::nullopt;  // text after the closing quote
            }
        } else {
            std::size_t start = i;
            while (i < n && line[i] != ',') {
                if (line[i] == '"') {
                    return std::nullopt;  // quote inside an unquoted field
                }
                ++i;
            }
            fields.push_back(line.substr(start, i - start));
        }
        if (i >= n) {
            return fields;
        }
        ++i;  // skip the comma; a comma at the very end starts one more (empty) field
    }
}
