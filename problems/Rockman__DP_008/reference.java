import java.util.*;

class Solution {
    public long fewestStamps(List<Long> denominations, long postage) {
        long unreachable = postage + 1;  // more stamps than any exact answer can use
        long[] fewest = new long[(int) postage + 1];
        Arrays.fill(fewest, unreachable);
        fewest[0] = 0;
        for (long value : new HashSet<>(denominations)) {
            for (int v = (int) value; v <= postage; v++) {
                long candidate = fewest[v - (int) value] + 1;
                if (candidate < fewest[v]) {
                    fewest[v] = candidate;
                }
            }
        }
        return fewest[(int) postage] != unreachable ? fewest[(int) postage] : -1;
    }
}
