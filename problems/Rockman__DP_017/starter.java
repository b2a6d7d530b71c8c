class Solution {
    private static final long MOD = 1_000_000_007L;

    public long countClimbs(long n, List<Long> strides, List<Long> broken) {
        Set<Long> blocked = new HashSet<>(broken);
        List<Long> moves = new ArrayList<>(new TreeSet<>(strides));
        long[] ways = new long[(int) n + 1];  // ways[s] = climbs from step 0 that end on step s
        ways[0] = blocked.contains(0L) ? 0 : 1;
        // (missing part: fill ways[1..n] here, counting modulo MOD)
        return ways[(int) n];
    }
}
