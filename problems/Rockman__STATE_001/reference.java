import java.util.*;

class LFUCache {
    private final long capacity;
    private final Map<Long, Long> values = new HashMap<>();
    private final Map<Long, Long> freq = new HashMap<>();
    // frequency -> keys with that frequency, least recently used first
    private final Map<Long, LinkedHashSet<Long>> buckets = new HashMap<>();
    private long minFreq = 0;

    public LFUCache(long capacity) {
        this.capacity = capacity;
    }

    private void use(long key) {
        long f = freq.get(key);
        LinkedHashSet<Long> bucket = buckets.get(f);
        bucket.remove(key);
        if (bucket.isEmpty()) {
            buckets.remove(f);
            if (minFreq == f) minFreq = f + 1;
        }
        freq.put(key, f + 1);
        buckets.computeIfAbsent(f + 1, k -> new LinkedHashSet<>()).add(key);
    }

    public long get(long key) {
        Long value = values.get(key);
        if (value == null) return -1;
        use(key);
        return value;
    }

    public long put(long key, long value) {
        if (values.containsKey(key)) {
            values.put(key, value);
            use(key);
            return -1;
        }
        long evicted = -1;
        if (values.size() >= capacity) {
            LinkedHashSet<Long> bucket = buckets.get(minFreq);
            Iterator<Long> it = bucket.iterator();
            evicted = it.next();
            it.remove();
            if (bucket.isEmpty()) buckets.remove(minFreq);
            values.remove(evicted);
            freq.remove(evicted);
        }
        values.put(key, value);
        freq.put(key, 1L);
        buckets.computeIfAbsent(1L, k -> new LinkedHashSet<>()).add(key);
        minFreq = 1;
        return evicted;
    }

    public long frequency(long key) {
        return freq.getOrDefault(key, 0L);
    }

    public long size() {
        return values.size();
    }
}
