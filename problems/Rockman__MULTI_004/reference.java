import java.util.*;

class Solution {
    private static final Set<String> LEVELS = Set.of("DEBUG", "INFO", "WARN", "ERROR");

    /**
     * Matches "([0-9]+) (DEBUG|INFO|WARN|ERROR) ([a-z0-9-]+) (.+)" against the whole line:
     * {level, service} or null.
     */
    private static String[] parseLine(String line) {
        int n = line.length();
        int i = 0;
        while (i < n && line.charAt(i) >= '0' && line.charAt(i) <= '9') i++;
        if (i == 0 || i >= n || line.charAt(i) != ' ') return null;
        int space = line.indexOf(' ', i + 1);
        if (space < 0) return null;
        String level = line.substring(i + 1, space);
        if (!LEVELS.contains(level)) return null;
        i = space + 1;
        int start = i;
        while (i < n) {
            char c = line.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) break;
            i++;
        }
        if (i == start || i >= n || line.charAt(i) != ' ') return null;
        String message = line.substring(i + 1);
        if (message.isEmpty() || message.indexOf('\n') >= 0) return null;
        return new String[] {level, line.substring(start, i)};
    }

    public List<String> topErrorServices(List<String> lines, long k) {
        Map<String, Long> counts = new HashMap<>();
        for (String line : new HashSet<>(lines)) {
            String[] parsed = parseLine(line);
            if (parsed == null || !parsed[0].equals("ERROR")) continue;
            counts.merge(parsed[1], 1L, Long::sum);
        }
        List<Map.Entry<String, Long>> ranked = new ArrayList<>(counts.entrySet());
        ranked.sort((x, y) -> {
            int c = Long.compare(y.getValue(), x.getValue());
            return c != 0 ? c : x.getKey().compareTo(y.getKey());
        });
        List<String> out = new ArrayList<>();
        for (int i = 0; i < ranked.size() && i < k; i++) {
            out.add(ranked.get(i).getKey() + ":" + ranked.get(i).getValue());
        }
        return out;
    }
}
