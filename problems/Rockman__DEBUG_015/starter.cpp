#include <functional>
#include <vector>
using namespace std;

std::vector<std::vector<long long>> exact_loads(const std::vector<long long>& weights, long long capacity) {
    vector<vector<long long>> result;
    vector<long long> chosen;

    function<void(long long, long long)> search = [&](long long start, long long remaining) {
        if (remaining == 0) {
            result.push_back(std::move(chosen));
            return;
        }
        for (long long i = start; i < static_cast<long long>(weights.size()); ++i) {
            if (weights[i] <= remaining) {
                chosen.push_back(i);
                search(i, remaining - weights[i]);
                chosen.pop_back();
            }
        }
    };

    search(0, capacity);
    return result;
}
