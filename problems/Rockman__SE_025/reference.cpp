#include <algorithm>
#include <map>
#include <string>
using namespace std;

static const size_t MAX_MEMBER_LENGTH = 10;
static const size_t MAX_TITLE_LENGTH = 15;
static const long long MAX_COPIES_PER_ADD = 50;
static const long long FINE_CAP_DAYS = 20;

static bool member_char(char c) {
    return c >= 'a' && c <= 'z';
}

static bool title_char(char c) {
    return member_char(c) || (c >= '0' && c <= '9') || c == '-';
}

static bool valid_member(const std::string& member) {
    if (member.empty() || member.size() > MAX_MEMBER_LENGTH) {
        return false;
    }
    return std::all_of(member.begin(), member.end(), member_char);
}

static bool valid_title(const std::string& title) {
    if (title.empty() || title.size() > MAX_TITLE_LENGTH || title[0] == '-') {
        return false;
    }
    return std::all_of(title.begin(), title.end(), title_char);
}

class LendingDesk {
public:
    LendingDesk(long long max_loans, long long loan_days, long long daily_fine)
        : max_loans_(max_loans), loan_days_(loan_days), daily_fine_(daily_fine) {}

    long long add_copies(const std::string& title, long long count) {
        if (!valid_title(title) || count < 1 || count > MAX_COPIES_PER_ADD) {
            return -1;
        }
        shelf_[title] += count;
        return shelf_[title];
    }

    std::string borrow(const std::string& member, const std::string& title, long long day) {
        if (!accept(member, title, day)) {
            return "INVALID";
        }
        std::string refused = refusal(member, title);
        if (!refused.empty()) {
            return refused;
        }
        shelf_[title] -= 1;
        loans_[member][title] = day + loan_days_;
        return "OK";
    }

    long long give_back(const std::string& member, const std::string& title, long long day) {
        if (!accept(member, title, day)) {
            return -1;
        }
        std::map<std::string, long long>& held = loans_[member];
        auto loan = held.find(title);
        if (loan == held.end()) {
            return -2;
        }
        long long fine = fine_for(loan->second, day);
        held.erase(loan);
        shelf_[title] += 1;
        balance_[member] += fine;
        return fine;
    }

    long long pay(const std::string& member, long long amount) {
        if (!valid_member(member) || amount < 1) {
            return -1;
        }
        long long remaining = std::max(0LL, balance_[member] - amount);
        balance_[member] = remaining;
        return remaining;
    }

    long long overdue(long long day) {
        if (day < clock_) {
            return -1;
        }
        clock_ = day;
        long long count = 0;
        for (const auto& [member, held] : loans_) {
            count += std::count_if(held.begin(), held.end(),
                                   [day](const auto& loan) { return loan.second < day; });
        }
        return count;
    }

private:
    long long max_loans_;
    long long loan_days_;
    long long daily_fine_;
    long long clock_ = 0;
    std::map<std::string, long long> shelf_;
    std::map<std::string, std::map<std::string, long long>> loans_;  // member -> title -> due day
    std::map<std::string, long long> balance_;

    // Validates a dated request; a valid one moves the clock to its day.
    bool accept(const std::string& member, const std::string& title, long long day) {
        if (!valid_member(member) || !valid_title(title) || day < clock_) {
            return false;
        }
        clock_ = day;
        return true;
    }

    long long fine_for(long long due, long long day) const {
        long long late_days = std::min(std::max(0LL, day - due), FINE_CAP_DAYS);
        return late_days * daily_fine_;
    }

    const std::map<std::string, long long>& held_by(const std::string& member) {
        return loans_[member];
    }

    std::string refusal(const std::string& member, const std::string& title) {
        if (shelf_.count(title) == 0) {
            return "UNKNOWN";
        }
        if (balance_[member] > 0) {
            return "BLOCKED";
        }
        if (held_by(member).count(title) > 0) {
            return "DUPLICATE";
        }
        if (static_cast<long long>(held_by(member).size()) >= max_loans_) {
            return "LIMIT";
        }
        return shelf_[title] == 0 ? "WAIT" : "";
    }
};
