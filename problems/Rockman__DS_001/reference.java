import java.util.*;

class Solution {
    public List<Long> cancelOpposites(List<Long> charges) {
        List<Long> stack = new ArrayList<>();
        for (long charge : charges) {
            if (!stack.isEmpty() && stack.get(stack.size() - 1) + charge == 0) {
                stack.remove(stack.size() - 1);
            } else {
                stack.add(charge);
            }
        }
        return stack;
    }
}
