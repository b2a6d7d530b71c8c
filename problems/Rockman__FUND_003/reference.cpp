#include <unordered_map>
#include <vector>

long long count_balanced_segments(const std::vector<long long>& nums) {
    // balance = (#even - #odd) over a prefix; equal balances bound a balanced block
    std::unordered_map<long long, long long> seen;
    seen[0] = 1;
    long long balance = 0;
    long long total = 0;
    for (long long x : nums) {
        balance += (x % 2 == 0) ? 1 : -1;
        long long& count = seen[balance];
        total += count;
        ++count;
    }
    return total;
}
