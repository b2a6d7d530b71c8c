import java.util.*;

class Solution {
    public long countRecords(List<Long> scores) {
        if (scores.isEmpty()) {
            return 0;
        }
        long best = scores.get(0);
        long records = 1;
        for (long score : scores.subList(1, scores.size())) {
            if (score > best) {
                best = score;
                records += 1;
            }
        }
        return records;
    }
}
