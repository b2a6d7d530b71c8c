#include <functional>
#include <unordered_map>
#include <vector>
using namespace std;

const long long MOD = 1000000007LL;

long long count_routes(long long n, const std::vector<long long>& steps) {
    std::unordered_map<long long, long long> memo;

    std::function<long long(long long, long long)> ways = [&](long long remaining, long long last) -> long long {
        if (remaining == 0) {
            return 1;
        }
        auto it = memo.find(remaining);
        if (it != memo.end()) {
            return it->second;
        }
        long long total = 0;
        for (long long step : steps) {
            if (step != last && step <= remaining) {
                total += ways(remaining - step, step);
            }
        }
        memo[remaining] = total % MOD;
        return memo[remaining];
    };

    return ways(n, 0);
}
