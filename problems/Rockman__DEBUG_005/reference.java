import java.util.*;

class Solution {
    public List<Long> colorCounts(long height, long width, List<List<Long>> strokes) {
        long[][] canvas = new long[(int) height][(int) width];
        for (List<Long> stroke : strokes) {
            int r1 = stroke.get(0).intValue(), c1 = stroke.get(1).intValue();
            int r2 = stroke.get(2).intValue(), c2 = stroke.get(3).intValue();
            long color = stroke.get(4);
            for (int r = r1; r <= r2; r++) {
                long[] row = canvas[r];
                for (int c = c1; c <= c2; c++) {
                    row[c] = color;
                }
            }
        }
        List<Long> counts = new ArrayList<>(Collections.nCopies(10, 0L));
        for (long[] row : canvas) {
            for (long value : row) {
                counts.set((int) value, counts.get((int) value) + 1);
            }
        }
        return counts;
    }
}
