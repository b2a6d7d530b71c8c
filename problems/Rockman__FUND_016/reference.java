import java.util.*;

class Solution {
    private static List<Integer> shapeKey(String word) {
        // Replace every letter by the position of its first occurrence in the word.
        Map<Character, Integer> first = new HashMap<>();
        List<Integer> key = new ArrayList<>(word.length());
        for (char ch : word.toCharArray()) {
            key.add(first.computeIfAbsent(ch, c -> first.size()));
        }
        return key;
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
