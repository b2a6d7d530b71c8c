class Solution {
    public long coveredLength(List<List<Long>> intervals) {
        List<List<Long>> sorted = new ArrayList<>(intervals);
        sorted.sort(Comparator.comparingLong((List<Long> interval) -> interval.get(0))
                .thenComparingLong(interval -> interval.get(1)));
        long total = 0;
        Long curStart = null, curEnd = null;
        for (List<Long> interval : sorted) {
            long start = interval.get(0), end = interval.get(1);
            if (curEnd == null || start > curEnd) {
                if (curEnd != null) {
                    total += curEnd - curStart;
                }
                curStart = start;
                curEnd = end;
            } else {
                curEnd = end;
            }
        }
        if (curEnd != null) {
            total += curEnd - curStart;
        }
        return total;
    }
}
