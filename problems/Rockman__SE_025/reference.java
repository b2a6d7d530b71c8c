import java.util.*;

class LendingDesk {
    private static final int MAX_MEMBER_LENGTH = 10;
    private static final int MAX_TITLE_LENGTH = 15;
    private static final long MAX_COPIES_PER_ADD = 50;
    private static final long FINE_CAP_DAYS = 20;

    private final long maxLoans;
    private final long loanDays;
    private final long dailyFine;
    private long clock = 0;
    private final Map<String, Long> shelf = new HashMap<>();
    private final Map<String, Map<String, Long>> loans = new HashMap<>(); // member -> title -> due day
    private final Map<String, Long> balance = new HashMap<>();

    public LendingDesk(long maxLoans, long loanDays, long dailyFine) {
        this.maxLoans = maxLoans;
        this.loanDays = loanDays;
        this.dailyFine = dailyFine;
    }

    private static boolean validMember(String member) {
        if (member.isEmpty() || member.length() > MAX_MEMBER_LENGTH) {
            return false;
        }
        return member.chars().allMatch(c -> c >= 'a' && c <= 'z');
    }

    private static boolean titleChar(int c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    }

    private static boolean validTitle(String title) {
        if (title.isEmpty() || title.length() > MAX_TITLE_LENGTH || title.charAt(0) == '-') {
            return false;
        }
        return title.chars().allMatch(LendingDesk::titleChar);
    }

    /** Validates a dated request; a valid one moves the clock to its day. */
    private boolean accept(String member, String title, long day) {
        if (!validMember(member) || !validTitle(title) || day < clock) {
            return false;
        }
        clock = day;
        return true;
    }

    public long addCopies(String title, long count) {
        if (!validTitle(title) || count < 1 || count > MAX_COPIES_PER_ADD) {
            return -1;
        }
        shelf.merge(title, count, Long::sum);
        return shelf.get(title);
    }

    private Map<String, Long> heldBy(String member) {
        return loans.getOrDefault(member, Map.of());
    }

    private String refusal(String member, String title) {
        if (!shelf.containsKey(title)) {
            return "UNKNOWN";
        }
        if (balance.getOrDefault(member, 0L) > 0) {
            return "BLOCKED";
        }
        if (heldBy(member).containsKey(title)) {
            return "DUPLICATE";
        }
        if (heldBy(member).size() >= maxLoans) {
            return "LIMIT";
        }
        return shelf.get(title) == 0 ? "WAIT" : "";
    }

    public String borrow(String member, String title, long day) {
        if (!accept(member, title, day)) {
            return "INVALID";
        }
        String refused = refusal(member, title);
        if (!refused.isEmpty()) {
            return refused;
        }
        shelf.merge(title, -1L, Long::sum);
        loans.computeIfAbsent(member, m -> new HashMap<>()).put(title, day + loanDays);
        return "OK";
    }

    public long giveBack(String member, String title, long day) {
        if (!accept(member, title, day)) {
            return -1;
        }
        Map<String, Long> held = loans.getOrDefault(member, new HashMap<>());
        Long due = held.remove(title);
        if (due == null) {
            return -2;
        }
        long lateDays = Math.min(Math.max(0, day - due), FINE_CAP_DAYS);
        long fine = lateDays * dailyFine;
        shelf.merge(title, 1L, Long::sum);
        balance.merge(member, fine, Long::sum);
        return fine;
    }

    public long pay(String member, long amount) {
        if (!validMember(member) || amount < 1) {
            return -1;
        }
        long remaining = Math.max(0, balance.getOrDefault(member, 0L) - amount);
        balance.put(member, remaining);
        return remaining;
    }

    public long overdue(long day) {
        if (day < clock) {
            return -1;
        }
        clock = day;
        return loans.values().stream()
                .flatMap(held -> held.values().stream())
                .filter(due -> due < day)
                .count();
    }
}
