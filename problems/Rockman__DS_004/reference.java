import java.util.*;

class Solution {
    public List<Long> runningLowerMedians(List<Long> values) {
        // max-heap with the smaller half, holds ceil(k / 2) items
        PriorityQueue<Long> low = new PriorityQueue<>(Collections.reverseOrder());
        // min-heap with the larger half, holds floor(k / 2) items
        PriorityQueue<Long> high = new PriorityQueue<>();
        List<Long> result = new ArrayList<>();
        for (long value : values) {
            if (!low.isEmpty() && value > low.peek()) {
                high.add(value);
            } else {
                low.add(value);
            }
            if (low.size() > high.size() + 1) {
                high.add(low.poll());
            } else if (high.size() > low.size()) {
                low.add(high.poll());
            }
            result.add(low.peek());
        }
        return result;
    }
}
