#include <vector>
using namespace std;

const long long GRACE_DAYS = 3;
const long long CENTS_PER_DAY = 25;
const long long OVERDUE_CAP = 1000;
const long long LOST_AFTER_DAYS = 60;
const long long LOST_BOOK_FEE = 3000;

long long late_fee(long long days) {
    // Return the fee in cents of one book returned `days` days after its due date.
    // (missing part: write it here)
    return {};
}

long long total_late_fees(const std::vector<long long>& days_late) {
    long long total = 0;
    for (long long days : days_late) {
        total += late_fee(days);
    }
    return total;
}
