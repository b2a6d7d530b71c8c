#include <vector>
using namespace std;

long long count_records(const std::vector<long long>& scores) {
    if (scores.empty()) {
        return 0;
    }
    long long best = scores[0];
    long long records = 1;
    for (size_t i = 1; i < scores.size(); ++i) {
        if (scores[i] > best) {
            best = scores[i];
            records += 1;
        }
    }
    return records;
}
