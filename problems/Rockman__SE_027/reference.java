import java.util.*;

class BoxOffice {
    private static final int MAX_HOLDS = 4;

    private enum Status { HELD, SOLD }

    /** A held or sold seat. */
    private static final class Entry {
        Status status;
        final String customer;
        long expiry;

        Entry(Status status, String customer, long expiry) {
            this.status = status;
            this.customer = customer;
            this.expiry = expiry;
        }
    }

    private final long rows;
    private final long seats;
    private final long holdMinutes;
    // seat key (row * seats + seat) -> hold or sale
    private final Map<Long, Entry> taken = new HashMap<>();

    public BoxOffice(long rows, long seats, long holdMinutes) {
        this.rows = rows;
        this.seats = seats;
        this.holdMinutes = holdMinutes;
    }

    public boolean hold(String customer, long row, long seat, long minute) {
        if (!valid(row, seat)) {
            return false;
        }
        expire(minute);
        Entry entry = taken.get(key(row, seat));
        if (entry == null) {
            return newHold(customer, key(row, seat), minute);
        }
        if (entry.status == Status.SOLD || !entry.customer.equals(customer)) {
            return false;
        }
        entry.expiry = minute + holdMinutes;
        return true;
    }

    public long release(String customer, long minute) {
        expire(minute);
        List<Long> keys = holdsOf(customer);
        taken.keySet().removeAll(keys);
        return keys.size();
    }

    public long confirm(String customer, long minute) {
        expire(minute);
        List<Long> keys = holdsOf(customer);
        for (long k : keys) {
            taken.get(k).status = Status.SOLD;
        }
        return keys.size();
    }

    public String seatStatus(long row, long seat, long minute) {
        if (!valid(row, seat)) {
            return "INVALID";
        }
        expire(minute);
        Entry entry = taken.get(key(row, seat));
        return entry == null ? "FREE" : entry.status.name();
    }

    public long freeCount(long minute) {
        expire(minute);
        return rows * seats - taken.size();
    }

    public long bestRow(long count, long minute) {
        expire(minute);
        for (long row = 0; row < rows; row++) {
            if (longestFreeRun(row) >= count) {
                return row;
            }
        }
        return -1;
    }

    private boolean valid(long row, long seat) {
        return 0 <= row && row < rows && 0 <= seat && seat < seats;
    }

    private long key(long row, long seat) {
        return row * seats + seat;
    }

    /** Frees every hold that has expired by minute (minutes never decrease). */
    private void expire(long minute) {
        taken.values().removeIf(e -> e.status == Status.HELD && e.expiry <= minute);
    }

    private List<Long> holdsOf(String customer) {
        List<Long> keys = new ArrayList<>();
        for (Map.Entry<Long, Entry> item : taken.entrySet()) {
            Entry entry = item.getValue();
            if (entry.status == Status.HELD && entry.customer.equals(customer)) {
                keys.add(item.getKey());
            }
        }
        return keys;
    }

    private boolean newHold(String customer, long k, long minute) {
        if (holdsOf(customer).size() >= MAX_HOLDS) {
            return false;
        }
        taken.put(k, new Entry(Status.HELD, customer, minute + holdMinutes));
        return true;
    }

    private long longestFreeRun(long row) {
        long best = 0;
        long run = 0;
        for (long seat = 0; seat < seats; seat++) {
            run = taken.containsKey(key(row, seat)) ? 0 : run + 1;
            best = Math.max(best, run);
        }
        return best;
    }
}
