import java.util.*;

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
        long hPrev = 0, h = 1; // h(-2), h(-1)
        long kPrev = 1, k = 0; // k(-2), k(-1)
        for (long a : terms) {
            long hNext = a * h + hPrev;
            hPrev = h;
            h = hNext;
            long kNext = a * k + kPrev;
            kPrev = k;
            k = kNext;
            result.add(new Tuple2<>(h, k));
        }
        return result;
    }
}
