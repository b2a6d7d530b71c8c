#include <algorithm>
#include <cstddef>
#include <numeric>
#include <vector>

long long fewest_swaps(const std::vector<long long>& labels) {
    const std::size_t n = labels.size();
    // target[i] = position that the book now at i must end up in
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&labels](std::size_t a, std::size_t b) { return labels[a] < labels[b]; });
    std::vector<std::size_t> target(n);
    for (std::size_t rank = 0; rank < n; ++rank) {
        target[order[rank]] = rank;
    }
    std::vector<bool> visited(n, false);
    long long swaps = 0;
    for (std::size_t start = 0; start < n; ++start) {
        if (visited[start]) {
            continue;
        }
        long long length = 0;
        std::size_t i = start;
        while (!visited[i]) {
            visited[i] = true;
            i = target[i];
            ++length;
        }
        swaps += length - 1;
    }
    return swaps;
}
