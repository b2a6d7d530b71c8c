import java.util.*;
import java.util.regex.Pattern;

class Solution {
    private static final Pattern NAME = Pattern.compile("[a-z0-9_]+");
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

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

    public Map<String, Long> parseSettings(String text) {
        Map<String, Long> settings = new LinkedHashMap<>();
        String section = null;
        for (String raw : text.split("\n", -1)) {
            String line = stripBlanks(raw);
            if (line.isEmpty() || line.charAt(0) == '#' || line.charAt(0) == ';') {
                continue;
            }
            if (line.startsWith("[") && line.endsWith("]")) {
                String name = stripBlanks(line.substring(1, line.length() - 1));
                if (NAME.matcher(name).matches()) {
                    section = name;
                }
                continue;
            }
            int equals = line.indexOf('=');
            if (equals < 0) {
                continue;
            }
            String key = stripBlanks(line.substring(0, equals));
            String value = stripBlanks(line.substring(equals + 1));
            if (!NAME.matcher(key).matches() || !INTEGER.matcher(value).matches()) {
                continue;
            }
            settings.put(section == null ? key : section + "." + key, Long.parseLong(value));
        }
        return settings;
    }
}
