class Solution {
    public long retypeCost(String source, String target, long insertCost, long deleteCost, long replaceCost) {
        int n = source.length(), m = target.length();
        // cost[j] for the current row i = cheapest way to turn source[:i] into target[:j]
        long[] cost = new long[m + 1];
        for (int j = 0; j <= m; j++) {
            cost[j] = j * insertCost;
        }
        for (int i = 1; i <= n; i++) {
            long[] previous = cost;
            cost = new long[m + 1];
            cost[0] = i * deleteCost;
            for (int j = 1; j <= m; j++) {
                long keep = previous[j - 1] + (source.charAt(i - 1) == target.charAt(j - 1) ? 0 : replaceCost);
                long drop = previous[j] + insertCost;
                long add = cost[j - 1] + deleteCost;
                cost[j] = Math.min(keep, Math.min(drop, add));
            }
        }
        return cost[m];
    }
}
