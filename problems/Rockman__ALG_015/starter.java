class Solution {
    public List<Long> grayRank(List<Long> codes) {
        List<Long> ranks = new ArrayList<>();
        for (long code : codes) {
            long rank = 0;
            // missing: set rank to the position whose Gray code is code
            ranks.add(rank);
        }
        return ranks;
    }
}
