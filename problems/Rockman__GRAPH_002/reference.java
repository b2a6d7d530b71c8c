import java.util.*;

class Solution {
    public List<Long> groupSizes(List<String> records) {
        Map<String, List<String>> neighbours = new HashMap<>();
        for (String record : records) {
            String[] parts = record.split("-", -1);
            List<String> names = new ArrayList<>();
            for (String part : parts) {
                String name = part.strip().toLowerCase(Locale.ROOT);
                names.add(name);
                neighbours.computeIfAbsent(name, k -> new ArrayList<>());
            }
            if (names.size() == 2 && !names.get(0).equals(names.get(1))) {
                neighbours.get(names.get(0)).add(names.get(1));
                neighbours.get(names.get(1)).add(names.get(0));
            }
        }

        Set<String> seen = new HashSet<>();
        List<Long> sizes = new ArrayList<>();
        for (String start : neighbours.keySet()) {
            if (!seen.add(start)) {
                continue;
            }
            Deque<String> stack = new ArrayDeque<>();
            stack.push(start);
            long size = 0;
            while (!stack.isEmpty()) {
                String person = stack.pop();
                size++;
                for (String other : neighbours.get(person)) {
                    if (seen.add(other)) {
                        stack.push(other);
                    }
                }
            }
            sizes.add(size);
        }
        sizes.sort(Comparator.reverseOrder());
        return sizes;
    }
}
