import java.util.*;

class OffsetLedger {
    private final int[] parent;
    private final long[] offset;  // balance[i] - balance[parent[i]]
    private final int[] size;
    private final int[] path;
    private long groups;
    // results of the last find
    private int foundRoot;
    private long foundOffset;

    public OffsetLedger(long n) {
        int count = (int) n;
        parent = new int[count];
        offset = new long[count];
        size = new int[count];
        path = new int[count];
        for (int i = 0; i < count; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        groups = n;
    }

    /** Sets foundRoot and foundOffset = balance[x] - balance[root], compressing the path. */
    private void find(int x) {
        int length = 0;
        while (parent[x] != x) {
            path[length++] = x;
            x = parent[x];
        }
        int root = x;
        // walk back from the node nearest the root, accumulating offsets to the root
        for (int i = length - 1; i >= 0; i--) {
            int node = path[i];
            int up = parent[node];
            if (up != root) {
                offset[node] += offset[up];
            }
            parent[node] = root;
        }
        foundRoot = root;
        foundOffset = length == 0 ? 0 : offset[path[0]];
    }

    public boolean record_(long a, long b, long diff) {
        find((int) a);
        int ra = foundRoot;
        long da = foundOffset;
        find((int) b);
        int rb = foundRoot;
        long db = foundOffset;
        if (ra == rb) {
            return db - da == diff;
        }
        // balance[rb] - balance[ra] = (balance[b] - db) - (balance[a] - da) = diff - db + da
        long shift = diff - db + da;
        if (size[ra] < size[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
            shift = -shift;
        }
        parent[rb] = ra;
        offset[rb] = shift;
        size[ra] += size[rb];
        groups--;
        return true;
    }

    public Long difference(long a, long b) {
        find((int) a);
        int ra = foundRoot;
        long da = foundOffset;
        find((int) b);
        if (ra != foundRoot) {
            return null;
        }
        return foundOffset - da;
    }

    public long groups() {
        return groups;
    }
}
