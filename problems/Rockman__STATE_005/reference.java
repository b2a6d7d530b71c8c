import java.util.*;

class RateLimiter {
    private final long limit;
    private final long window;
    private final Map<String, ArrayDeque<Long>> accepted = new HashMap<>();

    public RateLimiter(long limit, long window) {
        this.limit = limit;
        this.window = window;
    }

    private ArrayDeque<Long> recent(String client, long t) {
        ArrayDeque<Long> times = accepted.computeIfAbsent(client, k -> new ArrayDeque<>());
        while (!times.isEmpty() && times.peekFirst() <= t - window) times.pollFirst();
        return times;
    }

    public boolean allow(String client, long t) {
        ArrayDeque<Long> times = recent(client, t);
        if (times.size() >= limit) return false;
        times.addLast(t);
        return true;
    }

    public long remaining(String client, long t) {
        return limit - recent(client, t).size();
    }
}
