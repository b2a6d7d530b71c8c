#include <vector>
using namespace std;

std::vector<long long> gray_rank(const std::vector<long long>& codes) {
    std::vector<long long> ranks;
    for (long long code : codes) {
        long long rank = 0;
        // bit k of the rank is the XOR of the bits of code at positions k and above
        while (code != 0) {
            rank ^= code;
            code >>= 1;
        }
        ranks.push_back(rank);
    }
    return ranks;
}
