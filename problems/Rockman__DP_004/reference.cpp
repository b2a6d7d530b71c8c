#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

long long fewest_insertions(const std::string& word) {
    const std::size_t n = word.size();
    if (n < 2) {
        return 0;
    }
    // cur[i] for the current length = insertions for word.substr(i, length)
    std::vector<long long> prev2(n + 1, 0);  // length - 2
    std::vector<long long> prev(n, 0);       // length - 1
    for (std::size_t length = 2; length <= n; ++length) {
        std::vector<long long> cur(n - length + 1, 0);
        for (std::size_t i = 0; i + length <= n; ++i) {
            const std::size_t j = i + length - 1;
            if (word[i] == word[j]) {
                cur[i] = prev2[i + 1];
            } else {
                cur[i] = 1 + std::min(prev[i], prev[i + 1]);
            }
        }
        prev2 = std::move(prev);
        prev = std::move(cur);
    }
    return prev[0];
}
