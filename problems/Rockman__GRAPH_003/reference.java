import java.util.*;

class Solution {
    public long minSemesters(long n, List<List<Long>> prerequisites) {
        List<Set<Integer>> successors = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            successors.add(new HashSet<>());
        }
        for (List<Long> entry : prerequisites) {
            int before = entry.get(0).intValue(), after = entry.get(1).intValue();
            successors.get(before).add(after);
        }
        int[] indegree = new int[(int) n];
        for (int before = 0; before < n; before++) {
            for (int after : successors.get(before)) {
                indegree[after] += 1;
            }
        }

        List<Integer> current = new ArrayList<>();
        for (int course = 0; course < n; course++) {
            if (indegree[course] == 0) {
                current.add(course);
            }
        }
        long semesters = 0;
        long taken = 0;
        while (!current.isEmpty()) {
            semesters += 1;
            taken += current.size();
            List<Integer> following = new ArrayList<>();
            for (int course : current) {
                for (int after : successors.get(course)) {
                    indegree[after] -= 1;
                    if (indegree[after] == 0) {
                        following.add(after);
                    }
                }
            }
            current = following;
        }
        return taken == n ? semesters : -1;
    }
}
