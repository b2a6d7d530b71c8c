import java.util.*;

class Solution {
    private int[] parent;

    private int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    private boolean union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return false;
        }
        parent[ra] = rb;
        return true;
    }

    public long minNetworkCost(long n, List<List<Long>> links, List<Long> required) {
        int size = (int) n;
        parent = new int[size];
        for (int i = 0; i < size; i++) {
            parent[i] = i;
        }
        boolean[] forced = new boolean[links.size()];
        for (long index : required) {
            forced[(int) index] = true;
        }
        long total = 0;
        long components = size;
        List<long[]> optional = new ArrayList<>();
        for (int i = 0; i < links.size(); i++) {
            List<Long> link = links.get(i);
            long u = link.get(0), v = link.get(1), w = link.get(2);
            if (forced[i] || w < 0) {
                // required cables and subsidised cables are always built
                total += w;
                if (union((int) u, (int) v)) {
                    components--;
                }
            } else {
                optional.add(new long[] {w, u, v});
            }
        }
        optional.sort((a, b) -> {
            for (int k = 0; k < 3; k++) {
                int c = Long.compare(a[k], b[k]);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        });
        for (long[] cable : optional) {
            if (components == 1) {
                break;
            }
            if (union((int) cable[1], (int) cable[2])) {
                total += cable[0];
                components--;
            }
        }
        return components == 1 ? total : -1;
    }
}
