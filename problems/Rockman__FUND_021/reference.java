import java.util.*;

class Solution {
    private static final long GRACE_DAYS = 3;
    private static final long CENTS_PER_DAY = 25;
    private static final long OVERDUE_CAP = 1000;
    private static final long LOST_AFTER_DAYS = 60;
    private static final long LOST_BOOK_FEE = 3000;

    private static long lateFee(long days) {
        if (days > LOST_AFTER_DAYS) {
            return LOST_BOOK_FEE;
        }
        if (days <= GRACE_DAYS) {
            return 0;
        }
        return Math.min(OVERDUE_CAP, CENTS_PER_DAY * (days - GRACE_DAYS));
    }

    public long totalLateFees(List<Long> daysLate) {
        long total = 0;
        for (long days : daysLate) {
            total += lateFee(days);
        }
        return total;
    }
}
