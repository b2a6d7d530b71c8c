#include <algorithm>
#include <cstddef>
#include <vector>

long long ring_merge_cost(const std::vector<long long>& piles) {
    const std::size_t n = piles.size();
    if (n < 2) {
        return 0;
    }
    const std::size_t m = 2 * n;
    std::vector<long long> line(piles);
    line.insert(line.end(), piles.begin(), piles.end());
    std::vector<long long> prefix(m + 1, 0);
    for (std::size_t i = 0; i < m; ++i) {
        prefix[i + 1] = prefix[i] + line[i];
    }
    // cost[i][j] = cheapest way to merge line[i..j] into one pile (j - i < n)
    std::vector<std::vector<long long>> cost(m, std::vector<long long>(m, 0));
    for (std::size_t length = 2; length <= n; ++length) {
        for (std::size_t i = 0; i + length <= m; ++i) {
            const std::size_t j = i + length - 1;
            long long best = cost[i][i] + cost[i + 1][j];
            for (std::size_t k = i + 1; k < j; ++k) {
                best = std::min(best, cost[i][k] + cost[k + 1][j]);
            }
            cost[i][j] = best + prefix[j + 1] - prefix[i];
        }
    }
    long long answer = cost[0][n - 1];
    for (std::size_t i = 1; i < n; ++i) {
        answer = std::min(answer, cost[i][i + n - 1]);
    }
    return answer;
}
