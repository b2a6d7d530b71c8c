import java.util.*;

class TaskScheduler {
    private final Map<Long, long[]> pending = new HashMap<>();  // id -> {priority, submission}
    // {-priority, submission, task id}, possibly stale
    private final PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> {
        if (a[0] != b[0]) return Long.compare(a[0], b[0]);
        if (a[1] != b[1]) return Long.compare(a[1], b[1]);
        return Long.compare(a[2], b[2]);
    });
    private long counter = 0;

    public TaskScheduler() {
    }

    private void clean() {
        while (!heap.isEmpty()) {
            long[] top = heap.peek();
            long[] entry = pending.get(top[2]);
            if (entry != null && entry[0] == -top[0] && entry[1] == top[1]) return;
            heap.poll();
        }
    }

    public boolean submit(long taskId, long priority) {
        if (pending.containsKey(taskId)) return false;
        counter++;
        pending.put(taskId, new long[] {priority, counter});
        heap.add(new long[] {-priority, counter, taskId});
        return true;
    }

    public boolean cancel(long taskId) {
        return pending.remove(taskId) != null;
    }

    public boolean reprioritize(long taskId, long priority) {
        long[] entry = pending.get(taskId);
        if (entry == null) return false;
        entry[0] = priority;
        heap.add(new long[] {-priority, entry[1], taskId});
        return true;
    }

    public long peek() {
        clean();
        return heap.isEmpty() ? -1 : heap.peek()[2];
    }

    public long runNext() {
        clean();
        if (heap.isEmpty()) return -1;
        long task = heap.poll()[2];
        pending.remove(task);
        return task;
    }

    public long pending() {
        return pending.size();
    }
}
