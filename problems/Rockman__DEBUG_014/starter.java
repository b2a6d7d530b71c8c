class Solution {
    private static final Map<String, Long> counts = new HashMap<>();

    public Map<String, Long> countTags(List<String> posts) {
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
