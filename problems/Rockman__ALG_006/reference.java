import java.util.*;

class Solution {
    public long interiorLatticePoints(String polygon) {
        List<long[]> points = new ArrayList<>();
        for (String piece : polygon.split(";", -1)) {
            String[] parts = piece.split(",", -1);
            long x = Long.parseLong(parts[0].replace(" ", ""));
            long y = Long.parseLong(parts[1].replace(" ", ""));
            points.add(new long[] {x, y});
        }
        int last = points.size() - 1;
        if (points.size() > 1 && points.get(last)[0] == points.get(0)[0]
                && points.get(last)[1] == points.get(0)[1]) {
            points.remove(last);
        }
        long twiceArea = 0;
        long boundary = 0;
        int n = points.size();
        for (int i = 0; i < n; i++) {
            long[] p = points.get(i);
            long[] q = points.get((i + 1) % n);
            twiceArea += p[0] * q[1] - q[0] * p[1];
            boundary += gcd(Math.abs(q[0] - p[0]), Math.abs(q[1] - p[1]));
        }
        twiceArea = Math.abs(twiceArea);
        // Pick's theorem: area = interior + boundary / 2 - 1
        return (twiceArea - boundary + 2) / 2;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
