#include <string>
#include <tuple>
#include <vector>
using namespace std;

long long TOTAL = 0;
long long TECH = 0;
bool SHIP = false;

void add(long long amount, long long tax, bool tech, bool ship) {
    amount = amount + amount * tax / 100;
    TOTAL = TOTAL + amount;
    if (tech) {
        TECH = TECH + amount;
    }
    if (ship) {
        SHIP = true;
    }
}

long long invoice_total(const std::vector<std::tuple<std::string, long long, long long>>& items, const std::string& coupon, long long member_years) {
    TOTAL = 0;
    TECH = 0;
    SHIP = false;
    if (items.size() == 0) {
        return 0;
    }
    for (const auto& item : items) {
        if (std::get<0>(item) == "food") {
            if (std::get<2>(item) >= 10) {
                add(std::get<1>(item) * std::get<2>(item) - (std::get<1>(item) * std::get<2>(item)) / 10, 0, false, false);
            } else {
                add(std::get<1>(item) * std::get<2>(item), 0, false, false);
            }
        } else if (std::get<0>(item) == "book") {
            long long free = std::get<2>(item) / 3;
            add(std::get<1>(item) * (std::get<2>(item) - free), 5, false, true);
        } else if (std::get<0>(item) == "toy") {
            if (std::get<2>(item) > 1) {
                add(std::get<1>(item) + (std::get<2>(item) - 1) * (std::get<1>(item) - std::get<1>(item) / 5), 20, false, true);
            } else {
                add(std::get<1>(item), 20, false, true);
            }
        } else if (std::get<0>(item) == "tech") {
            add(std::get<1>(item) * std::get<2>(item), 20, true, true);
        } else {
            return -1;
        }
    }
    if (coupon == "SAVE10") {
        if (TOTAL >= 5000) {
            TOTAL = TOTAL - TOTAL / 10;
        }
    } else if (coupon == "FLAT500") {
        if (TOTAL >= 2000) {
            TOTAL = TOTAL - 500;
        }
    } else if (coupon == "TECH15") {
        TOTAL = TOTAL - TECH * 15 / 100;
    }
    if (member_years >= 5) {
        TOTAL = TOTAL - TOTAL * 5 / 100;
    } else if (member_years >= 2) {
        TOTAL = TOTAL - TOTAL * 2 / 100;
    }
    if (SHIP) {
        if (TOTAL < 3000) {
            TOTAL = TOTAL + 499;
        }
    }
    return TOTAL;
}
