class TxStore {
    private record Change(String key, Long before) {}

    private final Map<String, Long> data = new HashMap<>();
    private final Map<Long, Long> counts = new HashMap<>();
    // one undo log per open transaction: (key, value before the change or null)
    private final List<List<Change>> log = new ArrayList<>();

    public TxStore() {}

    /** Store value under key (null deletes it), keeping the value counts up to date. */
    private void write(String key, Long value) {
        Long old = data.get(key);
        if (old != null) {
            counts.put(old, counts.get(old) - 1);
        }
        if (value == null) {
            data.remove(key);
        } else {
            data.put(key, value);
            counts.put(value, counts.getOrDefault(value, 0L) + 1);
        }
    }

    /** Remember the current value of key so the innermost open transaction can undo it. */
    private void record(String key) {
        // missing: complete this method
    }

    public Long get(String key) {
        return data.get(key);
    }

    public void set(String key, long value) {
        record(key);
        write(key, value);
    }

    public boolean erase(String key) {
        if (!data.containsKey(key)) {
            return false;
        }
        record(key);
        write(key, null);
        return true;
    }

    public long count(long value) {
        return counts.getOrDefault(value, 0L);
    }

    // missing: complete begin, rollback and commit

    public void begin() {
        throw new UnsupportedOperationException("not implemented");
    }

    public boolean rollback() {
        throw new UnsupportedOperationException("not implemented");
    }

    public boolean commit() {
        throw new UnsupportedOperationException("not implemented");
    }
}
