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

        // missing: take the courses semester by semester (all courses whose prerequisites are
        // passed), count the semesters, and return -1 if any course can never be taken
