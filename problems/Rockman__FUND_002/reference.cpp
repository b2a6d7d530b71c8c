#include <cstddef>
#include <string>

std::string shorten_runs(const std::string& text) {
    std::string result;
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        std::size_t j = i;
        while (j < n && text[j] == text[i]) {
            ++j;
        }
        const std::size_t length = j - i;
        if (length >= 3) {
            result += text[i];
            result += std::to_string(length);
        } else {
            result.append(text, i, length);
        }
        i = j;
    }
    return result;
}
