import java.util.*;
import java.util.regex.*;

class Solution {
    private static final Pattern ROW = Pattern.compile("([a-z]+),([0-9]+),([0-9]+)");

    public List<String> stockReport(List<String> lines) {
        TreeMap<String, Long> totals = new TreeMap<>();  // ordered by name
        for (String line : lines) {
            Matcher m = ROW.matcher(line);
            if (!m.matches()) continue;
            long value = Long.parseLong(m.group(2)) * Long.parseLong(m.group(3));
            totals.merge(m.group(1), value, Long::sum);
        }
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Long> entry : totals.entrySet()) {
            out.add(entry.getKey() + "=" + entry.getValue());
        }
        return out;
    }
}
