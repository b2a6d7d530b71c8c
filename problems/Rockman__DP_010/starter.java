class Solution {
    /** Largest total of non-neighbouring values in a straight row. */
    private static long bestOnLine(List<Long> values) {
        long take = 0, skip = 0;
        for (long v : values) {
            long nextTake = skip + v;
            skip = Math.max(take, skip);
            take = nextTake;
        }
        return Math.max(take, skip);
    }

    public long brightestRing(List<Long> lanterns) {
        int n = lanterns.size();
        if (n == 0) {
            return 0;
        }
        // lantern 0 and lantern n - 1 are neighbours: drop one of them
        return Math.max(bestOnLine(lanterns.subList(1, n)), bestOnLine(lanterns.subList(0, n - 1)));
    }
}
