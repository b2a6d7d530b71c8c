#include <cstddef>
#include <vector>

long long consecutive_bit_changes(const std::vector<long long>& readings) {
    long long total = 0;
    for (std::size_t i = 0; i + 1 < readings.size(); ++i) {
        unsigned long long diff =
            static_cast<unsigned long long>(readings[i]) ^ static_cast<unsigned long long>(readings[i + 1]);
        total += __builtin_popcountll(diff);
    }
    return total;
}
