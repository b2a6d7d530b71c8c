#include <vector>
using namespace std;

std::vector<long long> range_sums(long long n, const std::vector<std::vector<long long>>& ops) {
    vector<long long> tree(n + 1, 0);

    auto add = [&](long long index, long long delta) {
        long long i = index + 1;
        while (i <= n) {
            tree[i] += delta;
            i += i & -i;
        }
    };

    // Sum of the first count positions.
    auto prefix = [&](long long count) {
        long long total = 0;
        long long i = count;
        while (i > 0) {
            total += tree[i];
            i -= i & -i;
        }
        return total;
    };

    vector<long long> answers;
    for (const auto& op : ops) {
        long long kind = op[0], a = op[1], b = op[2];
        if (kind == 1) {
            add(a, b);
        } else {
            answers.push_back(prefix(b + 1) - prefix(a));
        }
    }
    return answers;
}
