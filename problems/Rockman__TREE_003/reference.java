import java.util.*;

/** A treap (randomized balanced BST) with subtree sizes; nodes live in arrays, 0 is "no node". */
class OrderedSet {
    private long[] key = new long[16];
    private long[] prio = new long[16];
    private int[] left = new int[16];
    private int[] right = new int[16];
    private int[] size = new int[16];
    private int nodes = 1;  // index 0 is the empty node, of size 0
    private int root = 0;
    private final Random random = new Random(12345);
    // results of the last split: keys < key, keys >= key
    private int splitLow;
    private int splitHigh;

    public OrderedSet() {
    }

    private int newNode(long x) {
        if (nodes == key.length) {
            int capacity = nodes * 2;
            key = Arrays.copyOf(key, capacity);
            prio = Arrays.copyOf(prio, capacity);
            left = Arrays.copyOf(left, capacity);
            right = Arrays.copyOf(right, capacity);
            size = Arrays.copyOf(size, capacity);
        }
        int node = nodes++;
        key[node] = x;
        prio[node] = random.nextLong();
        left[node] = 0;
        right[node] = 0;
        size[node] = 1;
        return node;
    }

    private void update(int node) {
        size[node] = 1 + size[left[node]] + size[right[node]];
    }

    /** Splits into splitLow (keys < k) and splitHigh (keys >= k). */
    private void split(int node, long k) {
        if (node == 0) {
            splitLow = 0;
            splitHigh = 0;
            return;
        }
        if (key[node] < k) {
            split(right[node], k);
            right[node] = splitLow;
            update(node);
            splitLow = node;
        } else {
            split(left[node], k);
            left[node] = splitHigh;
            update(node);
            splitHigh = node;
        }
    }

    /** Merges two treaps where every key of a is smaller than every key of b. */
    private int merge(int a, int b) {
        if (a == 0) {
            return b;
        }
        if (b == 0) {
            return a;
        }
        if (prio[a] > prio[b]) {
            right[a] = merge(right[a], b);
            update(a);
            return a;
        }
        left[b] = merge(a, left[b]);
        update(b);
        return b;
    }

    private boolean contains(long x) {
        int node = root;
        while (node != 0) {
            if (x == key[node]) {
                return true;
            }
            node = x < key[node] ? left[node] : right[node];
        }
        return false;
    }

    public boolean add(long x) {
        if (contains(x)) {
            return false;
        }
        split(root, x);
        int a = splitLow;
        int b = splitHigh;
        root = merge(merge(a, newNode(x)), b);
        return true;
    }

    public boolean discard(long x) {
        if (!contains(x)) {
            return false;
        }
        split(root, x);
        int a = splitLow;
        split(splitHigh, x + 1);
        root = merge(a, splitHigh);
        return true;
    }

    public Long floor(long x) {
        Long best = null;
        int node = root;
        while (node != 0) {
            if (key[node] <= x) {
                best = key[node];
                node = right[node];
            } else {
                node = left[node];
            }
        }
        return best;
    }

    public Long ceiling(long x) {
        Long best = null;
        int node = root;
        while (node != 0) {
            if (key[node] >= x) {
                best = key[node];
                node = left[node];
            } else {
                node = right[node];
            }
        }
        return best;
    }

    public Long kth(long k) {
        if (k < 1 || k > size[root]) {
            return null;
        }
        int node = root;
        while (node != 0) {
            long leftSize = size[left[node]];
            if (k <= leftSize) {
                node = left[node];
            } else if (k == leftSize + 1) {
                return key[node];
            } else {
                k -= leftSize + 1;
                node = right[node];
            }
        }
        return null;
    }

    public long rank(long x) {
        long count = 0;
        int node = root;
        while (node != 0) {
            if (key[node] < x) {
                count += size[left[node]] + 1;
                node = right[node];
            } else {
                node = left[node];
            }
        }
        return count;
    }
}
