#include <tuple>
using namespace std;

std::tuple<long long, long long> kth(long long m, long long k, long long source, long long target,
                                     long long spare);

std::tuple<long long, long long> hanoi_move(long long n, long long k) {
    return kth(n, k, 1, 3, 2);
}

// The k-th move (1-based) of moving m disks from source to target using spare.
std::tuple<long long, long long> kth(long long m, long long k, long long source, long long target,
                                     long long spare) {
    long long middle = 1LL << (m - 1);  // the largest disk moves at this position
    // missing: return the move when k == middle, otherwise recurse into the half holding k
