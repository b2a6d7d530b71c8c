#include <tuple>
#include <vector>
using namespace std;

// Convergents (h, k) of the canonical continued fraction of p / q, in order.
std::vector<std::tuple<long long, long long>> convergents(long long p, long long q) {
    if (q < 0) {
        p = -p;
        q = -q;
    }
    vector<long long> terms;
    while (q != 0) {
        long long a = p / q;
        if (p % q < 0) {
            a -= 1;  // round toward minus infinity, as q > 0
        }
        terms.push_back(a);
        long long r = p - a * q;
        p = q;
        q = r;
    }
    // terms holds a0, a1, ..., ak
    vector<tuple<long long, long long>> result;
    // Missing part: append the convergent (h, k) of every prefix a0, ..., ai of terms.
    return result;
}
