#include <algorithm>
#include <unordered_set>
#include <vector>
using namespace std;

const long long MOD = 1000000007;

long long count_climbs(long long n, const std::vector<long long>& strides,
                       const std::vector<long long>& broken) {
    std::unordered_set<long long> blocked(broken.begin(), broken.end());
    std::vector<long long> moves = strides;
    std::sort(moves.begin(), moves.end());
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    std::vector<long long> ways(n + 1, 0);  // ways[s] = climbs from step 0 that end on step s
    ways[0] = blocked.count(0) ? 0 : 1;
    for (long long step = 1; step <= n; ++step) {
        if (blocked.count(step)) {
            continue;
        }
        long long total = 0;
        for (long long move : moves) {
            if (move > step) {
                break;
            }
            total += ways[step - move];
        }
        ways[step] = total % MOD;
    }
    return ways[n];
}
