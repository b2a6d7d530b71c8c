import java.util.*;

class Solution {
    public long countCombinations(List<Long> values, long target) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return search(sorted, 0, target);
    }

    private static long search(List<Long> values, int start, long remaining) {
        if (remaining == 0) {
            return 1;
        }
        long total = 0;
        for (int i = start; i < values.size(); i++) {
            if (values.get(i) > remaining) {
                break;
            }
            if (i > start && values.get(i).equals(values.get(i - 1))) {
                continue; // the same value at this depth gives the same combinations
            }
            total += search(values, i + 1, remaining - values.get(i));
        }
        return total;
    }
}
