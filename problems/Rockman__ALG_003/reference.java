import java.util.*;

record Tuple2<A, B>(A first, B second) {}

class Solution {
    public Tuple2<Long, Long> hanoiMove(long n, long k) {
        return kth(n, k, 1, 3, 2);
    }

    /** The k-th move (1-based) of moving m disks from source to target using spare. */
    private static Tuple2<Long, Long> kth(long m, long k, long source, long target, long spare) {
        long middle = 1L << (m - 1);  // the largest disk moves at this position
        if (k == middle) {
            return new Tuple2<>(source, target);
        }
        if (k < middle) {
            return kth(m - 1, k, source, spare, target);
        }
        return kth(m - 1, k - middle, spare, target, source);
    }
}
