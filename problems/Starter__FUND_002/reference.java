import java.util.*;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

class Solution {
    private static final Pattern WORD = Pattern.compile("[A-Za-z]+");

    public List<String> topWords(String text, long k) {
        Map<String, Integer> counts = new HashMap<>();
        Matcher matcher = WORD.matcher(text);
        while (matcher.find()) {
            counts.merge(matcher.group().toLowerCase(Locale.ROOT), 1, Integer::sum);
        }
        List<Map.Entry<String, Integer>> ranked = new ArrayList<>(counts.entrySet());
        ranked.sort((a, b) -> !a.getValue().equals(b.getValue())
                ? Integer.compare(b.getValue(), a.getValue())
                : a.getKey().compareTo(b.getKey()));
        List<String> result = new ArrayList<>();
        for (int i = 0; i < ranked.size() && i < k; i++) {
            result.add(ranked.get(i).getKey());
        }
        return result;
    }
}
