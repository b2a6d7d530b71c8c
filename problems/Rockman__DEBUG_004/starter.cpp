#include <cmath>
#include <vector>
using namespace std;

long long packs_needed(const std::vector<long long>& counts, long long pack_size) {
    long long total = 0;
    for (long long count : counts) {
        total += static_cast<long long>(ceil(static_cast<double>(count) / pack_size));
    }
    return total;
}
