#include <algorithm>
#include <cstddef>
#include <vector>
using namespace std;

using Table = std::vector<std::vector<long long>>;

// table[k][i] = the better of values[i .. i + 2**k - 1].
template <typename Better>
Table build(const std::vector<long long>& values, Better better) {
    Table table = {values};
    std::size_t n = values.size();
    for (std::size_t k = 1; (std::size_t{1} << k) <= n; ++k) {
        const std::vector<long long>& prev = table[k - 1];
        std::size_t half = std::size_t{1} << (k - 1);
        std::vector<long long> row;
        for (std::size_t i = 0; i + (std::size_t{1} << k) <= n; ++i) {
            row.push_back(better(prev[i], prev[i + half]));
        }
        table.push_back(std::move(row));
    }
    return table;
}

template <typename Better>
long long query(const Table& table, const std::vector<long long>& log, long long left, long long right,
                Better better) {
    // two blocks of length 2**k cover [left, right]; they may overlap, which is harmless
    long long k = log[right - left + 1];
    return better(table[k][left], table[k][right - (1LL << k) + 1]);
}

std::vector<long long> spread_queries(const std::vector<long long>& values,
                                      const std::vector<std::vector<long long>>& queries) {
    long long n = static_cast<long long>(values.size());
    std::vector<long long> log(n + 1, 0);
    for (long long length = 2; length <= n; ++length) {
        log[length] = log[length / 2] + 1;
    }
    auto smaller = [](long long a, long long b) { return std::min(a, b); };
    auto larger = [](long long a, long long b) { return std::max(a, b); };
    Table low = build(values, smaller);
    Table high = build(values, larger);
    std::vector<long long> answers;
    answers.reserve(queries.size());
    for (const std::vector<long long>& q : queries) {
        long long left = q[0], right = q[1];
        answers.push_back(query(high, log, left, right, larger) - query(low, log, left, right, smaller));
    }
    return answers;
}
