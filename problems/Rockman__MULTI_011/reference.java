import java.util.*;

class Solution {
    private static boolean isAsciiLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private static String asciiLower(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            out.append(c >= 'A' && c <= 'Z' ? (char) (c - 'A' + 'a') : c);
        }
        return out.toString();
    }

    public List<String> topWords(String text, List<String> stopwords, long k) {
        Set<String> stop = new HashSet<>();
        for (String word : stopwords) {
            stop.add(asciiLower(word));
        }
        Map<String, Long> counts = new HashMap<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            if (!isAsciiLetter(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && isAsciiLetter(text.charAt(i))) i++;
            String word = asciiLower(text.substring(start, i));
            if (word.length() < 2 || stop.contains(word)) continue;
            counts.merge(word, 1L, Long::sum);
        }
        List<String> ranked = new ArrayList<>(counts.keySet());
        ranked.sort((x, y) -> {
            int c = Long.compare(counts.get(y), counts.get(x));
            return c != 0 ? c : x.compareTo(y);
        });
        return new ArrayList<>(ranked.subList(0, (int) Math.min(k, ranked.size())));
    }
}
