class BoxOffice {
    private long rows;
    private long seats;
    private long holdMinutes;
    // state: 0 free, 1 held, 2 sold
    private int[][] state;
    private String[][] who;
    private long[][] until;

    public BoxOffice(long rows, long seats, long holdMinutes) {
        this.rows = rows;
        this.seats = seats;
        this.holdMinutes = holdMinutes;
        this.state = new int[(int) rows][(int) seats];
        this.who = new String[(int) rows][(int) seats];
        for (String[] line : this.who) {
            Arrays.fill(line, "");
        }
        this.until = new long[(int) rows][(int) seats];
    }

    public boolean hold(String customer, long row, long seat, long minute) {
        if (row < 0 || row >= rows || seat < 0 || seat >= seats) {
            return false;
        }
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        int i = (int) row;
        int j = (int) seat;
        if (state[i][j] == 2) {
            return false;
        }
        if (state[i][j] == 1) {
            if (who[i][j].equals(customer)) {
                until[i][j] = minute + holdMinutes;
                return true;
            } else {
                return false;
            }
        }
        long n = 0;
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && who[r][s].equals(customer)) {
                    n += 1;
                }
            }
        }
        if (n >= 4) {
            return false;
        }
        state[i][j] = 1;
        who[i][j] = customer;
        until[i][j] = minute + holdMinutes;
        return true;
    }

    public long release(String customer, long minute) {
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        long n = 0;
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && who[r][s].equals(customer)) {
                    state[r][s] = 0;
                    who[r][s] = "";
                    n += 1;
                }
            }
        }
        return n;
    }

    public long confirm(String customer, long minute) {
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        long n = 0;
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && who[r][s].equals(customer)) {
                    state[r][s] = 2;
                    n += 1;
                }
            }
        }
        return n;
    }

    public String seatStatus(long row, long seat, long minute) {
        if (row < 0 || row >= rows || seat < 0 || seat >= seats) {
            return "INVALID";
        }
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        if (state[(int) row][(int) seat] == 1) {
            return "HELD";
        } else if (state[(int) row][(int) seat] == 2) {
            return "SOLD";
        } else {
            return "FREE";
        }
    }

    public long freeCount(long minute) {
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        long n = 0;
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 0) {
                    n += 1;
                }
            }
        }
        return n;
    }

    public long bestRow(long count, long minute) {
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        for (int r = 0; r < rows; r++) {
            long run = 0;
            for (int s = 0; s < seats; s++) {
                if (state[r][s] == 0) {
                    run += 1;
                    if (run >= count) {
                        return r;
                    }
                } else {
                    run = 0;
                }
            }
        }
        return -1;
    }
}
