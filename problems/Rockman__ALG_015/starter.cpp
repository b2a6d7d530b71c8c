#include <vector>
using namespace std;

std::vector<long long> gray_rank(const std::vector<long long>& codes) {
    std::vector<long long> ranks;
    for (long long code : codes) {
        long long rank = 0;
        // missing: set rank to the position whose Gray code is code
        ranks.push_back(rank);
    }
    return ranks;
}
