class LendingDesk {
    private long maxLoans;
    private long loanDays;
    private long dailyFine;
    private long today;
    private Map<String, Long> copies;
    private List<Loan> loans;
    private Map<String, Long> owed;

    public LendingDesk(long maxLoans, long loanDays, long dailyFine) {
        this.maxLoans = maxLoans;
        this.loanDays = loanDays;
        this.dailyFine = dailyFine;
        this.today = 0;
        this.copies = new HashMap<>();
        this.loans = new ArrayList<>();
        this.owed = new HashMap<>();
    }

    public long addCopies(String title, long count) {
        if (title.length() == 0 || title.length() > 15) {
            return -1;
        }
        if (title.charAt(0) == '-') {
            return -1;
        }
        for (char c : title.toCharArray()) {
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
                return -1;
            }
        }
        if (count < 1 || count > 50) {
            return -1;
        }
        if (copies.containsKey(title)) {
            copies.put(title, copies.get(title) + count);
        } else {
            copies.put(title, count);
        }
        return copies.get(title);
    }

    public String borrow(String member, String title, long day) {
        if (member.length() == 0 || member.length() > 10) {
            return "INVALID";
        }
        for (char c : member.toCharArray()) {
            if (!(c >= 'a' && c <= 'z')) {
                return "INVALID";
            }
        }
        if (title.length() == 0 || title.length() > 15) {
            return "INVALID";
        }
        if (title.charAt(0) == '-') {
            return "INVALID";
        }
        for (char c : title.toCharArray()) {
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
                return "INVALID";
            }
        }
        if (day < today) {
            return "INVALID";
        }
        today = day;
        if (!copies.containsKey(title)) {
            return "UNKNOWN";
        }
        if (owed.containsKey(member) && owed.get(member) > 0) {
            return "BLOCKED";
        }
        long count = 0;
        for (Loan loan : loans) {
            if (loan.member.equals(member)) {
                if (loan.title.equals(title)) {
                    return "DUPLICATE";
                }
                count = count + 1;
            }
        }
        if (count >= maxLoans) {
            return "LIMIT";
        }
        if (copies.get(title) == 0) {
            return "WAIT";
        }
        copies.put(title, copies.get(title) - 1);
        loans.add(new Loan(member, title, day + loanDays));
        return "OK";
    }

    public long giveBack(String member, String title, long day) {
        if (member.length() == 0 || member.length() > 10) {
            return -1;
        }
        for (char c : member.toCharArray()) {
            if (!(c >= 'a' && c <= 'z')) {
                return -1;
            }
        }
        if (title.length() == 0 || title.length() > 15) {
            return -1;
        }
        if (title.charAt(0) == '-') {
            return -1;
        }
        for (char c : title.toCharArray()) {
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
                return -1;
            }
        }
        if (day < today) {
            return -1;
        }
        today = day;
        for (int i = 0; i < loans.size(); i++) {
            if (loans.get(i).member.equals(member) && loans.get(i).title.equals(title)) {
                long due = loans.get(i).due;
                loans.remove(i);
                copies.put(title, copies.get(title) + 1);
                long fine = 0;
                if (day > due) {
                    if (day - due > 20) {
                        fine = 20 * dailyFine;
                    } else {
                        fine = (day - due) * dailyFine;
                    }
                }
                if (owed.containsKey(member)) {
                    owed.put(member, owed.get(member) + fine);
                } else {
                    owed.put(member, fine);
                }
                return fine;
            }
        }
        return -2;
    }

    public long pay(String member, long amount) {
        if (member.length() == 0 || member.length() > 10) {
            return -1;
        }
        for (char c : member.toCharArray()) {
            if (!(c >= 'a' && c <= 'z')) {
                return -1;
            }
        }
        if (amount < 1) {
            return -1;
        }
        if (!owed.containsKey(member)) {
            owed.put(member, 0L);
        }
        if (amount >= owed.get(member)) {
            owed.put(member, 0L);
        } else {
            owed.put(member, owed.get(member) - amount);
        }
        return owed.get(member);
    }

    public long overdue(long day) {
        if (day < today) {
            return -1;
        }
        today = day;
        long n = 0;
        for (Loan loan : loans) {
            if (loan.due < day) {
                n = n + 1;
            }
        }
        return n;
    }

    private static class Loan {
        String member;
        String title;
        long due;

        Loan(String member, String title, long due) {
            this.member = member;
            this.title = title;
            this.due = due;
        }
    }
}
