class Solution {
    public long maxAssignments(long workers, long jobs, List<List<Long>> skills) {
        List<List<Integer>> canDo = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            canDo.add(new ArrayList<>());
        }
        for (List<Long> skill : skills) {
            canDo.get(skill.get(0).intValue()).add(skill.get(1).intValue());
        }
        // holder[job] = worker currently assigned to job, or -1
        int[] holder = new int[(int) jobs];
        Arrays.fill(holder, -1);

        long assigned = 0;
        boolean[] seen = new boolean[(int) jobs];
        for (int worker = 0; worker < workers; worker++) {
            if (tryAssign(worker, seen, canDo, holder)) {
                assigned++;
            }
        }
        return assigned;
    }

    private static boolean tryAssign(int worker, boolean[] seen, List<List<Integer>> canDo,
                                     int[] holder) {
        for (int job : canDo.get(worker)) {
            if (seen[job]) {
                continue;
            }
            seen[job] = true;
            if (holder[job] == -1 || tryAssign(holder[job], seen, canDo, holder)) {
                holder[job] = worker;
                return true;
            }
        }
        return false;
    }
}
