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
    // (missing part: fill ways[1..n] here, counting modulo MOD)
    return ways[n];
}
