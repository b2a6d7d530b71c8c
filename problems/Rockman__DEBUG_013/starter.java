class Solution {
    public long countRecords(List<Long> scores) {
        long best = 0;
        long records = 0;
        for (long score : scores) {
            if (score > best) {
                best = score;
                records += 1;
            }
        }
        return records;
    }
}
