class Solution {
    public List<Long> cheaperRecentDays(List<Long> prices, long window) {
        long[] values = prices.stream().mapToLong(Long::longValue).distinct().sorted().toArray();
        int size = values.length;
        long[] tree = new long[size + 1]; // Fenwick tree over price ranks 1..size

        int[] ranks = new int[prices.size()];
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = Arrays.binarySearch(values, prices.get(i)) + 1;
        }
        List<Long> result = new ArrayList<>();
        for (int day = 0; day < ranks.length; day++) {
            int rank = ranks[day];
            result.add(countUpTo(tree, rank - 1)); // stored prices strictly below this one
            add(tree, rank, 1);
            if (day - window > 0) { // that day is too old for the next day's window
                add(tree, ranks[(int) (day - window)], -1);
            }
        }
        return result;
    }

    private static void add(long[] tree, int rank, long delta) {
        while (rank < tree.length) {
            tree[rank] += delta;
            rank += rank & -rank;
        }
    }

    private static long countUpTo(long[] tree, int rank) {
        long total = 0;
        while (rank > 0) {
            total += tree[rank];
            rank -= rank & -rank;
        }
        return total;
    }
}
