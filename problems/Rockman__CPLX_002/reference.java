import java.util.*;

record Tuple2<A, B>(A first, B second) {}

class Solution {
    public List<Long> busiestCount(List<Tuple2<Long, Long>> ops) {
        HashMap<Long, Integer> count = new HashMap<>(); // label -> tokens with that label
        int[] labelsWith = new int[ops.size() + 2]; // labelsWith[c] = labels holding exactly c tokens
        int best = 0;
        List<Long> answers = new ArrayList<>();
        for (Tuple2<Long, Long> op : ops) {
            long kind = op.first();
            Long label = op.second();
            if (kind == 0) {
                int c = count.getOrDefault(label, 0);
                count.put(label, c + 1);
                if (c > 0) labelsWith[c]--;
                labelsWith[c + 1]++;
                if (c + 1 > best) best = c + 1;
            } else if (kind == 1) {
                Integer found = count.get(label);
                if (found == null) continue;
                int c = found;
                labelsWith[c]--;
                if (c == 1) {
                    count.remove(label);
                } else {
                    count.put(label, c - 1);
                    labelsWith[c - 1]++;
                }
                if (c == best && labelsWith[c] == 0) best--;
            } else {
                answers.add((long) best);
            }
        }
        return answers;
    }
}
