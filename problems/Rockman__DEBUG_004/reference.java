import java.util.*;

class Solution {
    public long packsNeeded(List<Long> counts, long packSize) {
        long total = 0;
        for (long count : counts) {
            total += (count + packSize - 1) / packSize;
        }
        return total;
    }
}
