import java.util.*;

class LRUCache {
    private final long capacity;
    // access order: iteration starts at the least recently used entry
    private final LinkedHashMap<Long, Long> entries = new LinkedHashMap<>(16, 0.75f, true);

    public LRUCache(long capacity) {
        this.capacity = capacity;
    }

    public long get(long key) {
        Long value = entries.get(key);
        return value == null ? -1 : value;
    }

    public void put(long key, long value) {
        if (!entries.containsKey(key) && entries.size() >= capacity) {
            Long eldest = entries.keySet().iterator().next();
            entries.remove(eldest);
        }
        entries.put(key, value);
    }

    public long size() {
        return entries.size();
    }
}
