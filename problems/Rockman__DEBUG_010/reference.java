import java.util.*;

class Solution {
    public List<Long> rangeSums(long n, List<List<Long>> ops) {
        long[] tree = new long[(int) n + 1];
        List<Long> answers = new ArrayList<>();
        for (List<Long> op : ops) {
            long kind = op.get(0), a = op.get(1), b = op.get(2);
            if (kind == 1) {
                add(tree, (int) a, b);
            } else {
                answers.add(prefix(tree, (int) b + 1) - prefix(tree, (int) a));
            }
        }
        return answers;
    }

    private static void add(long[] tree, int index, long delta) {
        int n = tree.length - 1;
        int i = index + 1;
        while (i <= n) {
            tree[i] += delta;
            i += i & -i;
        }
    }

    /** Sum of the first count positions. */
    private static long prefix(long[] tree, int count) {
        long total = 0;
        int i = count;
        while (i > 0) {
            total += tree[i];
            i -= i & -i;
        }
        return total;
    }
}
