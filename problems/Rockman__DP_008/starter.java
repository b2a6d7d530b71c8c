class Solution {
    public long fewestStamps(List<Long> denominations, long postage) {
        long unreachable = postage + 1;  // more stamps than any exact answer can use
        long[] fewest = new long[(int) postage + 1];
        Arrays.fill(fewest, unreachable);
        fewest[0] = 0;
        // (missing part: fill fewest[1..postage] from smaller values here)
        return fewest[(int) postage] != unreachable ? fewest[(int) postage] : -1;
    }
}
