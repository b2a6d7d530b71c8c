import java.util.*;

class Solution {
    private static boolean allDigits(String s) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return false;
        }
        return true;
    }

    private static boolean isNumber(String s) {  // 0|[1-9][0-9]*
        return allDigits(s) && (s.length() == 1 || s.charAt(0) != '0');
    }

    // One or more identifiers of [0-9A-Za-z-] separated by single dots, or null.
    private static String[] identList(String text, boolean noLeadingZero) {
        String[] idents = text.split("\\.", -1);
        for (String ident : idents) {
            if (ident.isEmpty()) return null;
            for (int i = 0; i < ident.length(); i++) {
                char c = ident.charAt(i);
                boolean ok = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z')
                        || (c >= 'a' && c <= 'z') || c == '-';
                if (!ok) return null;
            }
            if (noLeadingZero && allDigits(ident) && ident.length() > 1 && ident.charAt(0) == '0') {
                return null;
            }
        }
        return idents;
    }


    /** {core (3 numbers), pre-release identifiers or null}; null when invalid. */
    private static String[][] parse(String text) {
        int plus = text.indexOf('+');
        String head = plus < 0 ? text : text.substring(0, plus);
        if (plus >= 0 && identList(text.substring(plus + 1), false) == null) return null;
        int dash = head.indexOf('-');
        String[] core = (dash < 0 ? head : head.substring(0, dash)).split("\\.", -1);
        if (core.length != 3) return null;
        for (String number : core) {
            if (!isNumber(number)) return null;
        }
        String[] pre = null;
        if (dash >= 0) {
            pre = identList(head.substring(dash + 1), true);
            if (pre == null) return null;
        }
        return new String[][] {core, pre};
    }

    // Numbers without leading zeros compare by length, then digit by digit (any size).
    private static int cmpNumber(String a, String b) {
        if (a.length() != b.length()) return a.length() < b.length() ? -1 : 1;
        return Integer.signum(a.compareTo(b));
    }

    private static int cmpIdent(String a, String b) {
        boolean aNum = allDigits(a), bNum = allDigits(b);
        if (aNum && bNum) return cmpNumber(a, b);
        if (aNum != bNum) return aNum ? -1 : 1;
        return Integer.signum(a.compareTo(b));
    }

    public Long compareVersions(String a, String b) {
        String[][] pa = parse(a), pb = parse(b);
        if (pa == null || pb == null) return null;
        for (int i = 0; i < 3; i++) {
            int c = cmpNumber(pa[0][i], pb[0][i]);
            if (c != 0) return (long) c;
        }
        String[] x = pa[1], y = pb[1];
        if (x == null || y == null) {
            if (x == null && y == null) return 0L;
            return x == null ? 1L : -1L;
        }
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            int c = cmpIdent(x[i], y[i]);
            if (c != 0) return (long) c;
        }
        return (long) Integer.compare(x.length, y.length);
    }
}
