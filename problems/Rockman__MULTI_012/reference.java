import java.util.*;
import java.util.regex.*;

class Solution {
    private static final Pattern SPAN = Pattern.compile("([0-9]{2}):([0-9]{2})-([0-9]{2}):([0-9]{2})");

    /** Minute of the day for two-digit hour and minute texts, or -1 if out of range. */
    private static int minutesOf(String hh, String mm) {
        int h = Integer.parseInt(hh), m = Integer.parseInt(mm);
        if (h > 23 || m > 59) return -1;
        return 60 * h + m;
    }

    public String earliestSlot(List<String> busy, long duration, String dayStart, String dayEnd) {
        String[] s = dayStart.split(":"), e = dayEnd.split(":");
        long start = minutesOf(s[0], s[1]);
        long end = minutesOf(e[0], e[1]);
        List<int[]> spans = new ArrayList<>();
        for (String text : busy) {
            Matcher m = SPAN.matcher(text);
            if (!m.matches()) continue;
            int a = minutesOf(m.group(1), m.group(2)), b = minutesOf(m.group(3), m.group(4));
            if (a < 0 || b < 0 || a >= b) continue;
            spans.add(new int[] {a, b});
        }
        spans.sort((x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]));
        long t = start;  // earliest candidate start
        for (int[] span : spans) {
            if (span[0] - t >= duration) break;
            t = Math.max(t, span[1]);
        }
        if (t + duration <= end) {
            return String.format("%02d:%02d", t / 60, t % 60);
        }
        return "none";
    }
}
