import java.util.*;

class TxStore {
    private static final class Change {
        final String key;
        final Long old;

        Change(String key, Long old) {
            this.key = key;
            this.old = old;
        }
    }

    private final Map<String, Long> data = new HashMap<>();
    private final Map<Long, Long> counts = new HashMap<>();
    // one undo log per open transaction, oldest change first
    private final List<List<Change>> logs = new ArrayList<>();

    public TxStore() {
    }

    private void write(String key, Long value, boolean record) {
        Long old = data.get(key);
        if (Objects.equals(old, value)) return;
        if (record && !logs.isEmpty()) logs.get(logs.size() - 1).add(new Change(key, old));
        if (old != null) counts.merge(old, -1L, Long::sum);
        if (value == null) {
            data.remove(key);
        } else {
            data.put(key, value);
            counts.merge(value, 1L, Long::sum);
        }
    }

    public void set(String key, long value) {
        write(key, value, true);
    }

    public long get(String key) {
        return data.getOrDefault(key, -1L);
    }

    public boolean delete(String key) {
        if (!data.containsKey(key)) return false;
        write(key, null, true);
        return true;
    }

    public long count(long value) {
        return counts.getOrDefault(value, 0L);
    }

    public long begin() {
        logs.add(new ArrayList<>());
        return logs.size();
    }

    public long commit() {
        if (logs.isEmpty()) return -1;
        List<Change> log = logs.remove(logs.size() - 1);
        if (!logs.isEmpty()) logs.get(logs.size() - 1).addAll(log);
        return logs.size();
    }

    public long rollback() {
        if (logs.isEmpty()) return -1;
        List<Change> log = logs.remove(logs.size() - 1);
        for (int i = log.size() - 1; i >= 0; i--) write(log.get(i).key, log.get(i).old, false);
        return logs.size();
    }
}
