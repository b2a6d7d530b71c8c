#include <vector>
using namespace std;

long long count_records(const std::vector<long long>& scores) {
    long long best = 0;
    long long records = 0;
    for (long long score : scores) {
        if (score > best) {
            best = score;
            records += 1;
        }
    }
    return records;
}
