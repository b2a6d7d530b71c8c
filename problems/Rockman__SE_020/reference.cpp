#include <map>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

typedef std::map<std::string, long long> RateTable;

static const long long DEFAULT_RATE = 1000;
static const std::map<std::string, RateTable> RATES = {
    {"north", {{"food", 0}, {"book", 0}, {"electronics", 800}, {"clothing", 500}, {"*", 600}}},
    {"south", {{"food", 200}, {"book", 0}, {"*", 1000}}},
    {"east", {{"food", 500}, {"book", 500}, {"*", 750}}},
};
static const long long SOUTH_CLOTHING_LIMIT = 10000;
static const long long FREE_SHIPPING_FROM = 5000;

long long rate_in(const RateTable& table, const std::string& category) {
    auto found = table.find(category);
    if (found == table.end()) {
        return table.at("*");
    }
    return found->second;
}

long long tax_rate(const std::string& region, const std::string& category, long long price) {
    if (region == "south" && category == "clothing" && price < SOUTH_CLOTHING_LIMIT) {
        return 0;
    }
    auto table = RATES.find(region);
    if (table == RATES.end()) {
        return DEFAULT_RATE;
    }
    return rate_in(table->second, category);
}

long long discount(const std::string& coupon, const std::string& category, long long quantity, long long amount) {
    if (coupon == "SAVE10" && category != "food") {
        return amount * 10 / 100;
    }
    if (coupon == "BULK" && quantity >= 10) {
        return amount * 5 / 100;
    }
    return 0;
}

long long shipping(long long net_sum, const std::string& region, const std::string& coupon) {
    if (coupon == "FREESHIP" || net_sum == 0 || net_sum >= FREE_SHIPPING_FROM) {
        return 0;
    }
    return region == "east" ? 799 : 499;
}

long long invoice_total(const std::vector<std::tuple<std::string, long long, long long>>& lines, const std::string& region, const std::string& coupon) {
    long long net_sum = 0;
    long long tax_sum = 0;
    for (const auto& [category, price, quantity] : lines) {
        long long amount = price * quantity;
        long long net = amount - discount(coupon, category, quantity, amount);
        net_sum += net;
        tax_sum += (net * tax_rate(region, category, price) + 5000) / 10000;
    }
    return net_sum + tax_sum + shipping(net_sum, region, coupon);
}
