import java.util.*;

class Solution {
    private static final long MOD = 1_000_000_007L;
    private static long[] fact = {1};
    private static long[] invFact = {1};

    private static long powerMod(long base, long exp) {
        long result = 1;
        base %= MOD;
        while (exp > 0) {
            if ((exp & 1) == 1) result = result * base % MOD;
            base = base * base % MOD;
            exp >>= 1;
        }
        return result;
    }

    private static void prepare(int limit) {
        if (limit < fact.length) return;
        long[] f = Arrays.copyOf(fact, limit + 1);
        for (int i = fact.length; i <= limit; i++) f[i] = f[i - 1] * i % MOD;
        long[] inv = new long[limit + 1];
        inv[limit] = powerMod(f[limit], MOD - 2);
        for (int i = limit; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
        fact = f;
        invFact = inv;
    }

    private static long choose(long n, long r) {
        if (r < 0 || r > n || n < 0) return 0;
        return fact[(int) n] * invFact[(int) r] % MOD * invFact[(int) (n - r)] % MOD;
    }

    public long cappedDistributions(long total, long people, long cap) {
        if (total > people * cap) return 0;
        prepare((int) (total + people));
        long result = 0;
        // inclusion-exclusion over the j children forced to get at least cap + 1 cookies
        long top = Math.min(people, total / (cap + 1));
        for (long j = 0; j <= top; j++) {
            long term = choose(people, j) * choose(total - j * (cap + 1) + people - 1, people - 1) % MOD;
            result = (j % 2 == 1 ? result - term + MOD : result + term) % MOD;
        }
        return result;
    }
}
