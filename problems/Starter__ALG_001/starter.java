class Solution {
    /** Merge overlapping or touching closed intervals; return them sorted by start. */
    public List<Tuple2<Long, Long>> mergeIntervals(List<Tuple2<Long, Long>> intervals) {
        if (intervals.isEmpty()) {
            return new ArrayList<>();
        }
        List<Tuple2<Long, Long>> ordered = new ArrayList<>(intervals);
        ordered.sort(Comparator.comparing((Tuple2<Long, Long> t) -> t.first())
                .thenComparing(t -> t.second()));
        List<Tuple2<Long, Long>> merged = new ArrayList<>();
        merged.add(ordered.get(0));
        for (Tuple2<Long, Long> interval : ordered.subList(1, ordered.size())) {
            long start = interval.first(), end = interval.second();
            Tuple2<Long, Long> last = merged.get(merged.size() - 1);
            long lastStart = last.first(), lastEnd = last.second();
