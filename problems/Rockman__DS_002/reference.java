import java.util.*;

class RingBuffer {
    private final long[] slots;
    private int head = 0;
    private int count = 0;

    public RingBuffer(long capacity) {
        slots = new long[(int) capacity];
    }

    public boolean offer(long value) {
        if (count == slots.length) {
            return false;
        }
        slots[(head + count) % slots.length] = value;
        count++;
        return true;
    }

    public Long poll() {
        if (count == 0) {
            return null;
        }
        long value = slots[head];
        head = (head + 1) % slots.length;
        count--;
        return value;
    }

    public Long peekFront() {
        return count == 0 ? null : slots[head];
    }

    public Long peekBack() {
        return count == 0 ? null : slots[(head + count - 1) % slots.length];
    }

    public long size() {
        return count;
    }

    public boolean isFull() {
        return count == slots.length;
    }
}
