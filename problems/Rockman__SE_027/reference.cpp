#include <algorithm>
#include <iterator>
#include <map>
#include <string>
#include <vector>
using namespace std;

static const size_t MAX_HOLDS = 4;

enum class Status { Held, Sold };

struct Entry {
    Status status;
    std::string customer;
    long long expiry;
};

class BoxOffice {
public:
    BoxOffice(long long rows, long long seats, long long hold_minutes)
        : rows_(rows), seats_(seats), hold_minutes_(hold_minutes) {}

    bool hold(const std::string& customer, long long row, long long seat, long long minute) {
        if (!valid(row, seat)) {
            return false;
        }
        expire(minute);
        auto it = taken_.find(key(row, seat));
        if (it == taken_.end()) {
            return new_hold(customer, key(row, seat), minute);
        }
        if (it->second.status == Status::Sold || it->second.customer != customer) {
            return false;
        }
        it->second.expiry = minute + hold_minutes_;
        return true;
    }

    long long release(const std::string& customer, long long minute) {
        expire(minute);
        std::vector<long long> keys = holds_of(customer);
        for (long long k : keys) {
            taken_.erase(k);
        }
        return static_cast<long long>(keys.size());
    }

    long long confirm(const std::string& customer, long long minute) {
        expire(minute);
        std::vector<long long> keys = holds_of(customer);
        for (long long k : keys) {
            taken_[k].status = Status::Sold;
        }
        return static_cast<long long>(keys.size());
    }

    std::string seat_status(long long row, long long seat, long long minute) {
        if (!valid(row, seat)) {
            return "INVALID";
        }
        expire(minute);
        auto it = taken_.find(key(row, seat));
        if (it == taken_.end()) {
            return "FREE";
        }
        return it->second.status == Status::Held ? "HELD" : "SOLD";
    }

    long long free_count(long long minute) {
        expire(minute);
        return rows_ * seats_ - static_cast<long long>(taken_.size());
    }

    long long best_row(long long count, long long minute) {
        expire(minute);
        for (long long row = 0; row < rows_; row++) {
            if (longest_free_run(row) >= count) {
                return row;
            }
        }
        return -1;
    }

private:
    long long rows_;
    long long seats_;
    long long hold_minutes_;
    std::map<long long, Entry> taken_;  // seat key (row * seats + seat) -> hold or sale

    bool valid(long long row, long long seat) const {
        return 0 <= row && row < rows_ && 0 <= seat && seat < seats_;
    }

    long long key(long long row, long long seat) const {
        return row * seats_ + seat;
    }

    // Frees every hold that has expired by minute (minutes never decrease).
    void expire(long long minute) {
        for (auto it = taken_.begin(); it != taken_.end();) {
            bool expired = it->second.status == Status::Held && it->second.expiry <= minute;
            it = expired ? taken_.erase(it) : std::next(it);
        }
    }

    std::vector<long long> holds_of(const std::string& customer) const {
        std::vector<long long> keys;
        for (const auto& [k, entry] : taken_) {
            if (entry.status == Status::Held && entry.customer == customer) {
                keys.push_back(k);
            }
        }
        return keys;
    }

    bool new_hold(const std::string& customer, long long k, long long minute) {
        if (holds_of(customer).size() >= MAX_HOLDS) {
            return false;
        }
        taken_[k] = Entry{Status::Held, customer, minute + hold_minutes_};
        return true;
    }

    long long longest_free_run(long long row) const {
        long long best = 0;
        long long run = 0;
        for (long long seat = 0; seat < seats_; seat++) {
            run = taken_.count(key(row, seat)) ? 0 : run + 1;
            best = std::max(best, run);
        }
        return best;
    }
};
