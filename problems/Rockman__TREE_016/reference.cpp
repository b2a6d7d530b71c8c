#include <vector>
using namespace std;

std::vector<long long> kth_ancestors(const std::vector<long long>& parents, const std::vector<std::vector<long long>>& queries) {
    long long n = parents.size();
    long long levels = 1;  // max(1, bit length of n)
    while ((1LL << levels) <= n) {
        ++levels;
    }
    // up[j][v] is the ancestor 2**j steps above v, or -1 if v is not that deep
    vector<vector<long long>> up = {parents};
    for (long long j = 1; j < levels; ++j) {
        const vector<long long>& prev = up[j - 1];
        vector<long long> row(n);
        for (long long v = 0; v < n; ++v) {
            row[v] = prev[v] != -1 ? prev[prev[v]] : -1;
        }
        up.push_back(std::move(row));
    }

    vector<long long> answers;
    for (const auto& query : queries) {
        long long v = query[0], k = query[1];
        if (k >= (1LL << levels)) {
            // every depth is below n <= 2**levels - 1
            answers.push_back(-1);
            continue;
        }
        long long j = 0;
        while (k && v != -1) {
            if (k & 1) {
                v = up[j][v];
            }
            k >>= 1;
            ++j;
        }
        answers.push_back(v);
    }
    return answers;
}
