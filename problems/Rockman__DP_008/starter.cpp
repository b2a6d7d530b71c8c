#include <vector>
using namespace std;

long long fewest_stamps(const std::vector<long long>& denominations, long long postage) {
    long long unreachable = postage + 1;  // more stamps than any exact answer can use
    std::vector<long long> fewest(postage + 1, unreachable);
    fewest[0] = 0;
    // (missing part: fill fewest[1..postage] from smaller values here)
    return fewest[postage] != unreachable ? fewest[postage] : -1;
}
