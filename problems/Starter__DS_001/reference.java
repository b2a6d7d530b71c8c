import java.util.*;

class MinMaxStack {
    // each entry: {value, min of the stack up to here, max of the stack up to here}
    private final ArrayList<long[]> items = new ArrayList<>();

    public MinMaxStack() {
    }

    public void push(long value) {
        if (items.isEmpty()) {
            items.add(new long[] {value, value, value});
        } else {
            long[] top = items.get(items.size() - 1);
            items.add(new long[] {value, Math.min(top[1], value), Math.max(top[2], value)});
        }
    }

    public Long pop() {
        return items.isEmpty() ? null : items.remove(items.size() - 1)[0];
    }

    public Long top() {
        return items.isEmpty() ? null : items.get(items.size() - 1)[0];
    }

    public Long getMin() {
        return items.isEmpty() ? null : items.get(items.size() - 1)[1];
    }

    public Long getMax() {
        return items.isEmpty() ? null : items.get(items.size() - 1)[2];
    }

    public long size() {
        return items.size();
    }
}
