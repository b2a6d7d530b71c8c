#include <algorithm>
#include <vector>
using namespace std;

std::vector<long long> cheaper_recent_days(const std::vector<long long>& prices, long long window) {
    std::vector<long long> values(prices.begin(), prices.end());
    sort(values.begin(), values.end());
    values.erase(unique(values.begin(), values.end()), values.end());
    long long size = static_cast<long long>(values.size());
    std::vector<long long> tree(size + 1, 0);  // Fenwick tree over price ranks 1..size

    auto add = [&](long long rank, long long delta) {
        while (rank <= size) {
            tree[rank] += delta;
            rank += rank & -rank;
        }
    };

    auto count_up_to = [&](long long rank) {
        long long total = 0;
        while (rank > 0) {
            total += tree[rank];
            rank -= rank & -rank;
        }
        return total;
    };

    std::vector<long long> ranks;
    for (long long price : prices) {
        ranks.push_back(lower_bound(values.begin(), values.end(), price) - values.begin() + 1);
    }
    std::vector<long long> result;
    for (long long day = 0; day < static_cast<long long>(ranks.size()); day++) {
        long long rank = ranks[day];
        result.push_back(count_up_to(rank - 1));  // stored prices strictly below this one
        add(rank, 1);
        if (day - window > 0) {  // that day is too old for the next day's window
            add(ranks[day - window], -1);
        }
    }
    return result;
}
