class Solution {
    public Tuple2<Long, Long> hanoiMove(long n, long k) {
        return kth(n, k, 1, 3, 2);
    }

    /** The k-th move (1-based) of moving m disks from source to target using spare. */
    private static Tuple2<Long, Long> kth(long m, long k, long source, long target, long spare) {
        long middle = 1L << (m - 1);  // the largest disk moves at this position
        // missing: return the move when k == middle, otherwise recurse into the half holding k
