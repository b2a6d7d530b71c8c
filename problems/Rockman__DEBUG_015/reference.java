import java.util.*;

class Solution {
    public List<List<Long>> exactLoads(List<Long> weights, long capacity) {
        List<List<Long>> result = new ArrayList<>();
        List<Long> chosen = new ArrayList<>();
        search(weights, 0, capacity, chosen, result);
        return result;
    }

    private void search(List<Long> weights, int start, long remaining, List<Long> chosen,
                        List<List<Long>> result) {
        if (remaining == 0) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        for (int i = start; i < weights.size(); i++) {
            if (weights.get(i) <= remaining) {
                chosen.add((long) i);
                search(weights, i + 1, remaining - weights.get(i), chosen, result);
                chosen.remove(chosen.size() - 1);
            }
        }
    }
}
