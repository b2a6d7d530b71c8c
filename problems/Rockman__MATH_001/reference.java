import java.util.*;

class Solution {
    public long digitCount(long n, long base) {
        long count = 1;
        while (n >= base) {
            n /= base;
            count++;
        }
        return count;
    }
}
