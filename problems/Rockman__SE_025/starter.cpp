#include <map>
#include <string>
#include <vector>
using namespace std;

struct Loan {
    std::string member;
    std::string title;
    long long due;
};

class LendingDesk {
public:
    LendingDesk(long long max_loans, long long loan_days, long long daily_fine) {
        this->max_loans = max_loans;
        this->loan_days = loan_days;
        this->daily_fine = daily_fine;
        this->today = 0;
    }

    long long add_copies(const std::string& title, long long count) {
        if (title.size() == 0 || title.size() > 15) {
            return -1;
        }
        if (title[0] == '-') {
            return -1;
        }
        for (char c : title) {
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
                return -1;
            }
        }
        if (count < 1 || count > 50) {
            return -1;
        }
        if (copies.count(title)) {
            copies[title] = copies[title] + count;
        } else {
            copies[title] = count;
        }
        return copies[title];
    }

    std::string borrow(const std::string& member, const std::string& title, long long day) {
        if (member.size() == 0 || member.size() > 10) {
            return "INVALID";
        }
        for (char c : member) {
            if (!(c >= 'a' && c <= 'z')) {
                return "INVALID";
            }
        }
        if (title.size() == 0 || title.size() > 15) {
            return "INVALID";
        }
        if (title[0] == '-') {
            return "INVALID";
        }
        for (char c : title) {
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
                return "INVALID";
            }
        }
        if (day < today) {
            return "INVALID";
        }
        today = day;
        if (!copies.count(title)) {
            return "UNKNOWN";
        }
        if (owed.count(member) && owed[member] > 0) {
            return "BLOCKED";
        }
        long long count = 0;
        for (const Loan& loan : loans) {
            if (loan.member == member) {
                if (loan.title == title) {
                    return "DUPLICATE";
                }
                count = count + 1;
            }
        }
        if (count >= max_loans) {
            return "LIMIT";
        }
        if (copies[title] == 0) {
            return "WAIT";
        }
        copies[title] = copies[title] - 1;
        loans.push_back({member, title, day + loan_days});
        return "OK";
    }

    long long give_back(const std::string& member, const std::string& title, long long day) {
        if (member.size() == 0 || member.size() > 10) {
            return -1;
        }
        for (char c : member) {
            if (!(c >= 'a' && c <= 'z')) {
                return -1;
            }
        }
        if (title.size() == 0 || title.size() > 15) {
            return -1;
        }
        if (title[0] == '-') {
            return -1;
        }
        for (char c : title) {
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
                return -1;
            }
        }
        if (day < today) {
            return -1;
        }
        today = day;
        for (size_t i = 0; i < loans.size(); i++) {
            if (loans[i].member == member && loans[i].title == title) {
                long long due = loans[i].due;
                loans.erase(loans.begin() + i);
                copies[title] = copies[title] + 1;
                long long fine = 0;
                if (day > due) {
                    if (day - due > 20) {
                        fine = 20 * daily_fine;
                    } else {
                        fine = (day - due) * daily_fine;
                    }
                }
                if (owed.count(member)) {
                    owed[member] = owed[member] + fine;
                } else {
                    owed[member] = fine;
                }
                return fine;
            }
        }
        return -2;
    }

    long long pay(const std::string& member, long long amount) {
        if (member.size() == 0 || member.size() > 10) {
            return -1;
        }
        for (char c : member) {
            if (!(c >= 'a' && c <= 'z')) {
                return -1;
            }
        }
        if (amount < 1) {
            return -1;
        }
        if (!owed.count(member)) {
            owed[member] = 0;
        }
        if (amount >= owed[member]) {
            owed[member] = 0;
        } else {
            owed[member] = owed[member] - amount;
        }
        return owed[member];
    }

    long long overdue(long long day) {
        if (day < today) {
            return -1;
        }
        today = day;
        long long n = 0;
        for (const Loan& loan : loans) {
            if (loan.due < day) {
                n = n + 1;
            }
        }
        return n;
    }

private:
    long long max_loans;
    long long loan_days;
    long long daily_fine;
    long long today;
    std::map<std::string, long long> copies;
    std::vector<Loan> loans;
    std::map<std::string, long long> owed;
};
