import java.util.*;

class Solution {
    public Map<String, Long> countTags(List<String> posts) {
        Map<String, Long> counts = new HashMap<>();
        for (String post : posts) {
            Set<String> seen = new HashSet<>();
            for (String word : post.trim().split(" +")) {
                if (word.startsWith("#") && word.length() > 1) {
                    String tag = word.substring(1).toLowerCase();
                    if (seen.add(tag)) {
                        counts.merge(tag, 1L, Long::sum);
                    }
                }
            }
        }
        return counts;
    }
}
