import java.util.*;

class Solution {
    public long consecutiveBitChanges(List<Long> readings) {
        long total = 0;
        for (int i = 0; i + 1 < readings.size(); i++) {
            total += Long.bitCount(readings.get(i) ^ readings.get(i + 1));
        }
        return total;
    }
}
