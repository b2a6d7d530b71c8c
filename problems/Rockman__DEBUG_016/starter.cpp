#include <algorithm>
#include <numeric>
#include <vector>
using namespace std;

std::vector<long long> largest_groups(long long n, const std::vector<std::vector<long long>>& links) {
    vector<long long> parent(n);
    iota(parent.begin(), parent.end(), 0LL);
    vector<long long> size(n, 1);
    long long best = 1;
    vector<long long> result;

    auto find = [&](long long x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };

    for (const auto& link : links) {
        long long a = link[0], b = link[1];
        long long ra = find(a), rb = find(b);
        if (size[ra] < size[rb]) {
            swap(ra, rb);
            swap(a, b);
        }
        parent[b] = ra;
        size[ra] += size[rb];
        best = max(best, size[ra]);
        result.push_back(best);
    }
    return result;
}
