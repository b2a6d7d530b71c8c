class Solution {
    /** Convergents (h, k) of the canonical continued fraction of p / q, in order. */
    public List<Tuple2<Long, Long>> convergents(long p, long q) {
        if (q < 0) {
            p = -p;
            q = -q;
        }
        List<Long> terms = new ArrayList<>();
        while (q != 0) {
            long a = Math.floorDiv(p, q);
            terms.add(a);
            long r = p - a * q;
            p = q;
            q = r;
        }
        // terms holds a0, a1, ..., ak
        List<Tuple2<Long, Long>> result = new ArrayList<>();
        // Missing part: append the convergent (h, k) of every prefix a0, ..., ai of terms.
        return result;
    }
}
