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
    long long h_prev = 0, h = 1;  // h(-2), h(-1)
    long long k_prev = 1, k = 0;  // k(-2), k(-1)
    for (long long a : terms) {
        long long h_next = a * h + h_prev;
        h_prev = h;
        h = h_next;
        long long k_next = a * k + k_prev;
        k_prev = k;
        k = k_next;
        result.emplace_back(h, k);
    }
    return result;
}
