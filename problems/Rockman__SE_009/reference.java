import java.util.*;

class Solution {
    // Unit letters, largest first: components must appear in this order.
    private static final Map<Character, Long> UNITS = new LinkedHashMap<>();

    static {
        UNITS.put('d', 86400L);
        UNITS.put('h', 3600L);
        UNITS.put('m', 60L);
        UNITS.put('s', 1L);
    }

    private static final List<Character> ORDER = new ArrayList<>(UNITS.keySet());

    public Long parseDuration(String text) {
        if (text.isEmpty()) {
            return null;
        }
        long total = 0;
        int lastRank = -1;
        int i = 0;
        while (i < text.length()) {
            int start = i;
            while (i < text.length() && Character.isDigit(text.charAt(i))) {
                i++;
            }
            String digits = text.substring(start, i);
            if (digits.isEmpty() || digits.length() > 6 || i >= text.length()
                    || !UNITS.containsKey(text.charAt(i))) {
                return null;
            }
            char unit = text.charAt(i);
            int rank = ORDER.indexOf(unit);
            if (rank <= lastRank) {
                return null;
            }
            lastRank = rank;
            total += Long.parseLong(digits) * UNITS.get(unit);
            i++;
        }
        return total;
    }
}
