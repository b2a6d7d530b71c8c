import java.util.*;

class Solution {
    private static boolean isLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private static int skipSpaces(String line, int i) {
        while (i < line.length() && line.charAt(i) == ' ') i++;
        return i;
    }

    private static int skipLetters(String line, int i) {
        while (i < line.length() && isLetter(line.charAt(i))) i++;
        return i;
    }

    /**
     * Matches " *([A-Za-z]+) *(->|-) *([A-Za-z]+) *: *([0-9]+) *" against the whole line:
     * {from, to, "->" or "-", length} or null (also null for a length above 10^6).
     */
    private static String[] parseRoad(String line) {
        int n = line.length();
        int i = skipSpaces(line, 0);
        int start = i;
        i = skipLetters(line, i);
        if (i == start) return null;
        String from = line.substring(start, i);
        i = skipSpaces(line, i);
        if (i >= n || line.charAt(i) != '-') return null;
        i++;
        String arrow = "-";
        if (i < n && line.charAt(i) == '>') {
            arrow = "->";
            i++;
        }
        i = skipSpaces(line, i);
        start = i;
        i = skipLetters(line, i);
        if (i == start) return null;
        String to = line.substring(start, i);
        i = skipSpaces(line, i);
        if (i >= n || line.charAt(i) != ':') return null;
        i = skipSpaces(line, i + 1);
        start = i;
        while (i < n && line.charAt(i) >= '0' && line.charAt(i) <= '9') i++;
        if (i == start) return null;
        String digits = line.substring(start, i);
        if (skipSpaces(line, i) != n) return null;
        int first = 0;
        while (first < digits.length() - 1 && digits.charAt(first) == '0') first++;
        digits = digits.substring(first);
        if (digits.length() > 7 || Long.parseLong(digits) > 1_000_000) return null;
        return new String[] {from, to, arrow, digits};
    }

    public List<Long> routeLengths(List<String> lines, List<List<String>> queries) {
        Map<String, Integer> index = new HashMap<>();
        List<Map<Integer, Long>> graph = new ArrayList<>();  // graph[u][v] = shortest road u -> v
        for (String line : lines) {
            String[] road = parseRoad(line);
            if (road == null) continue;
            int[] ends = new int[2];
            for (int e = 0; e < 2; e++) {
                Integer id = index.get(road[e]);
                if (id == null) {
                    id = graph.size();
                    index.put(road[e], id);
                    graph.add(new HashMap<>());
                }
                ends[e] = id;
            }
            long length = Long.parseLong(road[3]);
            int[][] edges = road[2].equals("->")
                    ? new int[][] {{ends[0], ends[1]}}
                    : new int[][] {{ends[0], ends[1]}, {ends[1], ends[0]}};
            for (int[] edge : edges) {
                graph.get(edge[0]).merge(edge[1], length, Math::min);
            }
        }
        Map<Integer, long[]> cache = new HashMap<>();
        List<Long> out = new ArrayList<>();
        for (List<String> query : queries) {
            Integer s = index.get(query.get(0));
            Integer t = index.get(query.get(1));
            if (s == null || t == null) {
                out.add(-1L);
                continue;
            }
            long[] dist = cache.computeIfAbsent(s, source -> dijkstra(graph, source));
            out.add(dist[t]);
        }
        return out;
    }

    private static long[] dijkstra(List<Map<Integer, Long>> graph, int source) {
        long[] dist = new long[graph.size()];
        Arrays.fill(dist, -1);
        dist[source] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        heap.add(new long[] {0, source});
        while (!heap.isEmpty()) {
            long[] item = heap.poll();
            long d = item[0];
            int u = (int) item[1];
            if (d > dist[u]) continue;
            for (Map.Entry<Integer, Long> edge : graph.get(u).entrySet()) {
                int v = edge.getKey();
                long nd = d + edge.getValue();
                if (dist[v] < 0 || nd < dist[v]) {
                    dist[v] = nd;
                    heap.add(new long[] {nd, v});
                }
            }
        }
        return dist;
    }
}
