import java.util.*;

class TTLCache {
    private final Map<Long, long[]> entries = new HashMap<>();  // key -> {value, expiry}
    // {expiry, key}, possibly stale
    private final PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) ->
            a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));

    public TTLCache() {
    }

    private void purge(long now) {
        while (!heap.isEmpty() && heap.peek()[0] <= now) {
            long[] top = heap.poll();
            long[] entry = entries.get(top[1]);
            if (entry != null && entry[1] == top[0]) entries.remove(top[1]);
        }
    }

    public boolean put(long key, long value, long ttl, long now) {
        purge(now);
        boolean alive = entries.containsKey(key);
        entries.put(key, new long[] {value, now + ttl});
        heap.add(new long[] {now + ttl, key});
        return alive;
    }

    public long get(long key, long now) {
        purge(now);
        long[] entry = entries.get(key);
        return entry == null ? -1 : entry[0];
    }

    public boolean touch(long key, long ttl, long now) {
        purge(now);
        long[] entry = entries.get(key);
        if (entry == null) return false;
        entry[1] = now + ttl;
        heap.add(new long[] {now + ttl, key});
        return true;
    }

    public boolean remove(long key, long now) {
        purge(now);
        return entries.remove(key) != null;
    }

    public long aliveCount(long now) {
        purge(now);
        return entries.size();
    }
}
