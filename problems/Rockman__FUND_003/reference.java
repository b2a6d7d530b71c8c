import java.util.*;

class Solution {
    public long countBalancedSegments(List<Long> nums) {
        // balance = (#even - #odd) over a prefix; equal balances bound a balanced block
        Map<Long, Long> seen = new HashMap<>();
        seen.put(0L, 1L);
        long balance = 0;
        long total = 0;
        for (long x : nums) {
            balance += (x % 2 == 0) ? 1 : -1;
            long count = seen.getOrDefault(balance, 0L);
            total += count;
            seen.put(balance, count + 1);
        }
        return total;
    }
}
