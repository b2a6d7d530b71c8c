class Solution {
    private static List<Integer> shapeKey(String word) {
        // Return a key such that two words get equal keys exactly when they have the
        // same shape (same length and the same pattern of repeated letters).
        // (missing part: write it here)
        throw new UnsupportedOperationException("not implemented");
    }

    public long countSameShapePairs(List<String> words) {
        Map<List<Integer>, Long> seen = new HashMap<>();
        long pairs = 0;
        for (String word : words) {
            List<Integer> key = shapeKey(word);
            pairs += seen.getOrDefault(key, 0L);
            seen.put(key, seen.getOrDefault(key, 0L) + 1);
        }
        return pairs;
    }
}
