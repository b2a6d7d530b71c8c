import java.util.*;

class Solution {
    public long longestDay(List<Long> stages, long days) {
        if (stages.isEmpty()) {
            return 0;
        }
        long low = Collections.max(stages);
        long high = 0;
        for (long stage : stages) {
            high += stage;
        }
        while (low < high) {
            long limit = (low + high) / 2;
            long used = 1, walked = 0;
            for (long stage : stages) {
                if (walked + stage > limit) {
                    used += 1;
                    walked = 0;
                }
                walked += stage;
            }
            if (used <= days) {
                high = limit;
            } else {
                low = limit + 1;
            }
        }
        return low;
    }
}
