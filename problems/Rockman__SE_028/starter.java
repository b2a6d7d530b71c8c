class Solution {
    public List<String> leagueTable(List<String> teams, List<String> results) {
        Map<String, Long> pl = new HashMap<>();
        Map<String, Long> w = new HashMap<>();
        Map<String, Long> d = new HashMap<>();
        Map<String, Long> l = new HashMap<>();
        Map<String, Long> gf = new HashMap<>();
        Map<String, Long> ga = new HashMap<>();
        Map<String, Long> pts = new HashMap<>();
        for (String t : teams) {
            pl.put(t, 0L);
            w.put(t, 0L);
            d.put(t, 0L);
            l.put(t, 0L);
            gf.put(t, 0L);
            ga.put(t, 0L);
            pts.put(t, 0L);
        }
        Set<List<String>> played = new HashSet<>();
        List<Object[]> games = new ArrayList<>();
        for (String line : results) {
            String[] p = line.split(" ", -1);
            if (p.length == 3) {
                if (pl.containsKey(p[0]) && pl.containsKey(p[2]) && !p[0].equals(p[2])) {
                    String[] s = p[1].split("-", -1);
                    if (s.length == 2) {
                        boolean ok = true;
                        for (String x : s) {
                            if (x.length() < 1 || x.length() > 2) {
                                ok = false;
                            } else {
                                for (char c : x.toCharArray()) {
                                    if (c < '0' || c > '9') {
                                        ok = false;
                                    }
                                }
                                if (x.length() == 2 && x.charAt(0) == '0') {
                                    ok = false;
                                }
                            }
                        }
                        if (ok && !played.contains(List.of(p[0], p[2]))) {
                            played.add(List.of(p[0], p[2]));
                            long a = Long.parseLong(s[0]);
                            long b = Long.parseLong(s[1]);
                            games.add(new Object[] {p[0], p[2], a, b});
                            pl.merge(p[0], 1L, Long::sum);
                            pl.merge(p[2], 1L, Long::sum);
                            gf.merge(p[0], a, Long::sum);
                            ga.merge(p[0], b, Long::sum);
                            gf.merge(p[2], b, Long::sum);
                            ga.merge(p[2], a, Long::sum);
                            if (a > b) {
                                w.merge(p[0], 1L, Long::sum);
                                l.merge(p[2], 1L, Long::sum);
                                pts.merge(p[0], 3L, Long::sum);
                            } else if (a < b) {
                                w.merge(p[2], 1L, Long::sum);
                                l.merge(p[0], 1L, Long::sum);
                                pts.merge(p[2], 3L, Long::sum);
                            } else {
                                d.merge(p[0], 1L, Long::sum);
                                d.merge(p[2], 1L, Long::sum);
                                pts.merge(p[0], 1L, Long::sum);
                                pts.merge(p[2], 1L, Long::sum);
                            }
                        }
                    }
                }
            }
        }
        List<String> order = new ArrayList<>(teams);
        order.sort(Comparator.<String>comparingLong(t -> -pts.get(t))
            .thenComparingLong(t -> -(gf.get(t) - ga.get(t)))
            .thenComparingLong(t -> -gf.get(t)));
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < order.size()) {
            int j = i;
            while (j < order.size() && pts.get(order.get(j)).equals(pts.get(order.get(i))) && gf.get(order.get(j)) - ga.get(order.get(j)) == gf.get(order.get(i)) - ga.get(order.get(i)) && gf.get(order.get(j)).equals(gf.get(order.get(i)))) {
                j += 1;
            }
            List<String> group = new ArrayList<>(order.subList(i, j));
            Map<String, Long> h = new HashMap<>();
            for (String t : group) {
                h.put(t, 0L);
            }
            for (Object[] g : games) {
                if (h.containsKey((String) g[0]) && h.containsKey((String) g[1])) {
                    if ((long) g[2] > (long) g[3]) {
                        h.merge((String) g[0], 3L, Long::sum);
                    } else if ((long) g[2] < (long) g[3]) {
                        h.merge((String) g[1], 3L, Long::sum);
                    } else {
                        h.merge((String) g[0], 1L, Long::sum);
                        h.merge((String) g[1], 1L, Long::sum);
                    }
                }
            }
            group.sort(Comparator.<String>comparingLong(t -> -h.get(t)).thenComparing(t -> t));
            for (String t : group) {
                out.add((out.size() + 1) + " " + t + " " + pl.get(t) + " " + w.get(t) + " " + d.get(t) + " " + l.get(t) + " " + gf.get(t) + " " + ga.get(t) + " " + pts.get(t));
            }
            i = j;
        }
        return out;
    }
}
