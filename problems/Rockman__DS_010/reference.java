import java.util.*;
import java.util.function.LongBinaryOperator;

class Solution {
    /** table.get(k)[i] = the better of values[i .. i + 2**k - 1]. */
    private static List<long[]> build(List<Long> values, LongBinaryOperator better) {
        int n = values.size();
        List<long[]> table = new ArrayList<>();
        long[] first = new long[n];
        for (int i = 0; i < n; i++) {
            first[i] = values.get(i);
        }
        table.add(first);
        for (int k = 1; (1 << k) <= n; k++) {
            long[] prev = table.get(k - 1);
            int half = 1 << (k - 1);
            long[] row = new long[n - (1 << k) + 1];
            for (int i = 0; i < row.length; i++) {
                row[i] = better.applyAsLong(prev[i], prev[i + half]);
            }
            table.add(row);
        }
        return table;
    }

    private static long query(List<long[]> table, int[] log, int left, int right, LongBinaryOperator better) {
        // two blocks of length 2**k cover [left, right]; they may overlap, which is harmless
        int k = log[right - left + 1];
        return better.applyAsLong(table.get(k)[left], table.get(k)[right - (1 << k) + 1]);
    }

    public List<Long> spreadQueries(List<Long> values, List<List<Long>> queries) {
        int n = values.size();
        int[] log = new int[n + 1];
        for (int length = 2; length <= n; length++) {
            log[length] = log[length / 2] + 1;
        }
        List<long[]> low = build(values, Math::min);
        List<long[]> high = build(values, Math::max);
        List<Long> answers = new ArrayList<>();
        for (List<Long> q : queries) {
            int left = q.get(0).intValue(), right = q.get(1).intValue();
            answers.add(query(high, log, left, right, Math::max) - query(low, log, left, right, Math::min));
        }
        return answers;
    }
}
