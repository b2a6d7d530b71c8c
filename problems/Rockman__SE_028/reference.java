import java.util.*;

class Solution {
    private static final long WIN_POINTS = 3;
    private static final long DRAW_POINTS = 1;
    // A table row: played, won, drawn, lost, goals for, goals against, points.
    private static final int PLAYED = 0, WON = 1, DRAWN = 2, LOST = 3;
    private static final int SCORED = 4, CONCEDED = 5, POINTS = 6;

    /** A goal count: 1 or 2 digits without a leading zero, or null. */
    private static Long goals(String text) {
        if (!text.matches("[0-9]{1,2}") || (text.length() == 2 && text.charAt(0) == '0')) {
            return null;
        }
        return Long.parseLong(text);
    }

    private static long[] score(String text) {
        String[] parts = text.split("-", -1);
        if (parts.length != 2) {
            return null;
        }
        Long homeGoals = goals(parts[0]);
        Long awayGoals = goals(parts[1]);
        if (homeGoals == null || awayGoals == null) {
            return null;
        }
        return new long[] {homeGoals, awayGoals};
    }

    private static boolean teamsOk(String home, String away, Set<String> teams) {
        return !home.equals(away) && teams.contains(home) && teams.contains(away);
    }

    private static Match parse(String line, Set<String> teams) {
        String[] parts = line.split(" ", -1);
        if (parts.length != 3) {
            return null;
        }
        long[] goals = score(parts[1]);
        if (goals == null || !teamsOk(parts[0], parts[2], teams)) {
            return null;
        }
        return new Match(parts[0], parts[2], goals[0], goals[1]);
    }

    private static List<Match> validMatches(List<String> teams, List<String> results) {
        Set<String> known = new HashSet<>(teams);
        Set<List<String>> seen = new HashSet<>();
        List<Match> matches = new ArrayList<>();
        for (String line : results) {
            Match match = parse(line, known);
            if (match != null && seen.add(List.of(match.home(), match.away()))) {
                matches.add(match);
            }
        }
        return matches;
    }

    private static long points(long scored, long conceded) {
        if (scored > conceded) {
            return WIN_POINTS;
        }
        return scored == conceded ? DRAW_POINTS : 0;
    }

    private static void record(long[] row, long scored, long conceded) {
        long earned = points(scored, conceded);
        row[PLAYED] += 1;
        row[earned == WIN_POINTS ? WON : earned == DRAW_POINTS ? DRAWN : LOST] += 1;
        row[SCORED] += scored;
        row[CONCEDED] += conceded;
        row[POINTS] += earned;
    }

    private static Map<String, long[]> table(List<String> teams, List<Match> matches) {
        Map<String, long[]> table = new HashMap<>();
        for (String team : teams) {
            table.put(team, new long[7]);
        }
        for (Match m : matches) {
            record(table.get(m.home()), m.homeGoals(), m.awayGoals());
            record(table.get(m.away()), m.awayGoals(), m.homeGoals());
        }
        return table;
    }

    private static Map<String, Long> headToHead(List<String> group, List<Match> matches) {
        Map<String, Long> earned = new HashMap<>();
        for (String team : group) {
            earned.put(team, 0L);
        }
        for (Match m : matches) {
            if (earned.containsKey(m.home()) && earned.containsKey(m.away())) {
                earned.merge(m.home(), points(m.homeGoals(), m.awayGoals()), Long::sum);
                earned.merge(m.away(), points(m.awayGoals(), m.homeGoals()), Long::sum);
            }
        }
        return earned;
    }

    private static List<String> ranking(Map<String, long[]> table, List<Match> matches) {
        Map<List<Long>, List<String>> groups = new TreeMap<>(
            Comparator.<List<Long>>comparingLong(k -> k.get(0))
                .thenComparingLong(k -> k.get(1))
                .thenComparingLong(k -> k.get(2)));
        table.forEach((team, row) -> groups.computeIfAbsent(
            List.of(-row[POINTS], row[CONCEDED] - row[SCORED], -row[SCORED]),
            k -> new ArrayList<>()).add(team));
        List<String> order = new ArrayList<>();
        for (List<String> group : groups.values()) {
            order.addAll(orderGroup(group, matches));
        }
        return order;
    }

    /** A tied group ordered by head-to-head points, then by name. */
    private static List<String> orderGroup(List<String> group, List<Match> matches) {
        Map<String, Long> h2h = headToHead(group, matches);
        group.sort(Comparator.<String>comparingLong(team -> -h2h.get(team))
            .thenComparing(Comparator.naturalOrder()));
        return group;
    }

    private static String standing(int position, String team, long[] row) {
        StringJoiner text = new StringJoiner(" ");
        text.add(String.valueOf(position)).add(team);
        for (long value : row) {
            text.add(String.valueOf(value));
        }
        return text.toString();
    }

    public List<String> leagueTable(List<String> teams, List<String> results) {
        List<Match> matches = validMatches(teams, results);
        Map<String, long[]> table = table(teams, matches);
        List<String> out = new ArrayList<>();
        for (String team : ranking(table, matches)) {
            out.add(standing(out.size() + 1, team, table.get(team)));
        }
        return out;
    }

    private record Match(String home, String away, long homeGoals, long awayGoals) {}
}
