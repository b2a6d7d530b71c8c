#include <optional>
#include <tuple>
#include <vector>
using namespace std;

bool is_search_tree(const std::vector<std::optional<long long>>& level_order) {
    long long n = static_cast<long long>(level_order.size());
    if (n == 0) {
        return true;
    }
    // children positions from the level-order layout
    vector<long long> left(n, -1);
    vector<long long> right(n, -1);
    long long nxt = 1;
    for (long long i = 0; i < n; ++i) {
        if (!level_order[i].has_value()) {
            continue;
        }
        if (nxt < n && level_order[nxt].has_value()) {
            left[i] = nxt;
        }
        if (nxt + 1 < n && level_order[nxt + 1].has_value()) {
            right[i] = nxt + 1;
        }
        nxt += 2;
    }
    // every node must lie strictly between the bounds inherited from its ancestors
    vector<tuple<long long, long long, long long>> stack = {{0, -1000000000LL, 1000000000LL}};
    while (!stack.empty()) {
        auto [node, low, high] = stack.back();
        stack.pop_back();
        long long value = *level_order[node];
        if (!(low < value && value < high)) {
            return false;
        }
        if (left[node] != -1) {
            stack.emplace_back(left[node], low, value);
        }
        if (right[node] != -1) {
            stack.emplace_back(right[node], value, high);
        }
    }
    return true;
}
