#include <string>
#include <vector>
using namespace std;

class BoxOffice {
public:
    BoxOffice(long long rows, long long seats, long long hold_minutes) {
        this->rows = rows;
        this->seats = seats;
        this->hold_minutes = hold_minutes;
        // state: 0 free, 1 held, 2 sold
        state = std::vector<std::vector<int>>(rows, std::vector<int>(seats, 0));
        who = std::vector<std::vector<std::string>>(rows, std::vector<std::string>(seats, ""));
        until = std::vector<std::vector<long long>>(rows, std::vector<long long>(seats, 0));
    }

    bool hold(const std::string& customer, long long row, long long seat, long long minute) {
        if (row < 0 || row >= rows || seat < 0 || seat >= seats) {
            return false;
        }
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        if (state[row][seat] == 2) {
            return false;
        }
        if (state[row][seat] == 1) {
            if (who[row][seat] == customer) {
                until[row][seat] = minute + hold_minutes;
                return true;
            } else {
                return false;
            }
        }
        long long n = 0;
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && who[r][s] == customer) {
                    n += 1;
                }
            }
        }
        if (n >= 4) {
            return false;
        }
        state[row][seat] = 1;
        who[row][seat] = customer;
        until[row][seat] = minute + hold_minutes;
        return true;
    }

    long long release(const std::string& customer, long long minute) {
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        long long n = 0;
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && who[r][s] == customer) {
                    state[r][s] = 0;
                    who[r][s] = "";
                    n += 1;
                }
            }
        }
        return n;
    }

    long long confirm(const std::string& customer, long long minute) {
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        long long n = 0;
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && who[r][s] == customer) {
                    state[r][s] = 2;
                    n += 1;
                }
            }
        }
        return n;
    }

    std::string seat_status(long long row, long long seat, long long minute) {
        if (row < 0 || row >= rows || seat < 0 || seat >= seats) {
            return "INVALID";
        }
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        if (state[row][seat] == 1) {
            return "HELD";
        } else if (state[row][seat] == 2) {
            return "SOLD";
        } else {
            return "FREE";
        }
    }

    long long free_count(long long minute) {
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        long long n = 0;
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 0) {
                    n += 1;
                }
            }
        }
        return n;
    }

    long long best_row(long long count, long long minute) {
        for (long long r = 0; r < rows; r++) {
            for (long long s = 0; s < seats; s++) {
                if (state[r][s] == 1 && until[r][s] <= minute) {
                    state[r][s] = 0;
                    who[r][s] = "";
                }
            }
        }
        for (long long r = 0; r < rows; r++) {
            long long run = 0;
            for (long long s = 0; s < seats; s++) {
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

private:
    long long rows;
    long long seats;
    long long hold_minutes;
    std::vector<std::vector<int>> state;
    std::vector<std::vector<std::string>> who;
    std::vector<std::vector<long long>> until;
};
