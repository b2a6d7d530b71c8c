#include <set>
#include <vector>
using namespace std;

long long fewest_stamps(const std::vector<long long>& denominations, long long postage) {
    long long unreachable = postage + 1;  // more stamps than any exact answer can use
    std::vector<long long> fewest(postage + 1, unreachable);
    fewest[0] = 0;
    for (long long value : std::set<long long>(denominations.begin(), denominations.end())) {
        for (long long v = value; v <= postage; ++v) {
            long long candidate = fewest[v - value] + 1;
            if (candidate < fewest[v]) {
                fewest[v] = candidate;
            }
        }
    }
    return fewest[postage] != unreachable ? fewest[postage] : -1;
}
