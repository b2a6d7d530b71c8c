import java.util.*;
import java.util.regex.Pattern;

class Solution {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_]+");

    /** `text` without spaces and tabs at either end (other whitespace stays). */
    private static String stripBlanks(String text) {
        int start = 0, end = text.length();
        while (start < end && (text.charAt(start) == ' ' || text.charAt(start) == '\t')) {
            start++;
        }
        while (end > start && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) {
            end--;
        }
        return text.substring(start, end);
    }

    public List<String> buildOrder(List<String> lines) {
        Set<String> tasks = new HashSet<>();
        Map<String, Set<String>> successors = new HashMap<>();
        for (String raw : lines) {
            String line = stripBlanks(raw);
            if (line.isEmpty()) {
                continue;
            }
            String[] parts = line.split("->", -1);
            boolean wellFormed = true;
            for (int i = 0; i < parts.length; i++) {
                parts[i] = stripBlanks(parts[i]);
                wellFormed &= NAME.matcher(parts[i]).matches();
            }
            if (!wellFormed) {
                continue;
            }
            for (int i = 0; i < parts.length; i++) {
                tasks.add(parts[i]);
                if (i + 1 < parts.length) {
                    successors.computeIfAbsent(parts[i], k -> new HashSet<>()).add(parts[i + 1]);
                }
            }
        }
        Map<String, Integer> indegree = new HashMap<>();
        for (String task : tasks) {
            indegree.put(task, 0);
        }
        for (Set<String> afters : successors.values()) {
            for (String after : afters) {
                indegree.merge(after, 1, Integer::sum);
            }
        }
        PriorityQueue<String> ready = new PriorityQueue<>();
        for (String task : tasks) {
            if (indegree.get(task) == 0) {
                ready.add(task);
            }
        }
        List<String> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            String task = ready.poll();
            order.add(task);
            for (String next : successors.getOrDefault(task, Set.of())) {
                if (indegree.merge(next, -1, Integer::sum) == 0) {
                    ready.add(next);
                }
            }
        }
        return order.size() == tasks.size() ? order : new ArrayList<>();
    }
}
