#include <algorithm>
#include <vector>

static const long long MOD = 1000000007LL;
static std::vector<long long> fact{1};
static std::vector<long long> inv_fact{1};

static long long power_mod(long long base, long long exp) {
    long long result = 1;
    base %= MOD;
    while (exp > 0) {
        if (exp & 1) result = result * base % MOD;
        base = base * base % MOD;
        exp >>= 1;
    }
    return result;
}

static void prepare(long long limit) {
    if (limit < static_cast<long long>(fact.size())) return;
    for (long long i = static_cast<long long>(fact.size()); i <= limit; ++i) {
        fact.push_back(fact.back() * i % MOD);
    }
    std::vector<long long> inv(limit + 1);
    inv[limit] = power_mod(fact[limit], MOD - 2);
    for (long long i = limit; i > 0; --i) inv[i - 1] = inv[i] * i % MOD;
    inv_fact.swap(inv);
}

static long long choose(long long n, long long r) {
    if (r < 0 || r > n || n < 0) return 0;
    return fact[n] * inv_fact[r] % MOD * inv_fact[n - r] % MOD;
}

long long capped_distributions(long long total, long long people, long long cap) {
    if (total > people * cap) return 0;
    prepare(total + people);
    long long result = 0;
    // inclusion-exclusion over the j children forced to get at least cap + 1 cookies
    long long top = std::min(people, total / (cap + 1));
    for (long long j = 0; j <= top; ++j) {
        long long term = choose(people, j) * choose(total - j * (cap + 1) + people - 1, people - 1) % MOD;
        result = (j % 2 ? result - term + MOD : result + term) % MOD;
    }
    return result;
}
