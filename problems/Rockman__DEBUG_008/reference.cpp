#include <functional>
#include <map>
#include <utility>
#include <vector>
using namespace std;

const long long MOD = 1000000007LL;

long long count_routes(long long n, const std::vector<long long>& steps) {
    std::map<std::pair<long long, long long>, long long> memo;

    std::function<long long(long long, long long)> ways = [&](long long remaining, long long last) -> long long {
        if (remaining == 0) {
            return 1;
        }
        std::pair<long long, long long> key{remaining, last};
        auto it = memo.find(key);
        if (it != memo.end()) {
            return it->second;
        }
        long long total = 0;
        for (long long step : steps) {
            if (step != last && step <= remaining) {
                total += ways(remaining - step, step);
            }
        }
        memo[key] = total % MOD;
        return memo[key];
    };

    return ways(n, 0);
}
