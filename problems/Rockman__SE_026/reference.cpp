#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

typedef long long (*BaseRule)(long long price, long long quantity);

static const long long SHIPPING_FEE = 499;
static const long long FREE_SHIPPING_FROM = 3000;
static const std::map<std::string, long long> TAX_PERCENT = {
    {"food", 0}, {"book", 5}, {"toy", 20}, {"tech", 20}};

struct Totals {
    long long goods = 0;
    long long tech_goods = 0;
    bool ships = false;
};

static long long food_base(long long price, long long quantity) {
    long long base = price * quantity;
    return quantity >= 10 ? base - base / 10 : base;
}

static long long book_base(long long price, long long quantity) {
    return price * (quantity - quantity / 3);
}

static long long toy_base(long long price, long long quantity) {
    return price + (quantity - 1) * (price - price / 5);
}

static long long tech_base(long long price, long long quantity) {
    return price * quantity;
}

static const std::map<std::string, BaseRule> BASE = {
    {"food", food_base}, {"book", book_base}, {"toy", toy_base}, {"tech", tech_base}};

static long long line_total(const std::string& category, long long price, long long quantity) {
    long long base = BASE.at(category)(price, quantity);
    return base + base * TAX_PERCENT.at(category) / 100;
}

static long long after_coupon(long long goods, long long tech_goods, const std::string& coupon) {
    if (coupon == "SAVE10" && goods >= 5000) {
        return goods - goods / 10;
    }
    if (coupon == "FLAT500" && goods >= 2000) {
        return goods - 500;
    }
    if (coupon == "TECH15") {
        return goods - tech_goods * 15 / 100;
    }
    return goods;
}

static long long loyalty_percent(long long member_years) {
    if (member_years >= 5) {
        return 5;
    }
    return member_years >= 2 ? 2 : 0;
}

// All lines, tech lines and whether any line is not food; nullopt when a category is unknown.
static std::optional<Totals> totals(const std::vector<std::tuple<std::string, long long, long long>>& items) {
    Totals sum;
    for (const auto& [category, price, quantity] : items) {
        if (TAX_PERCENT.count(category) == 0) {
            return std::nullopt;
        }
        long long line = line_total(category, price, quantity);
        sum.goods += line;
        sum.tech_goods += category == "tech" ? line : 0;
        sum.ships = sum.ships || category != "food";
    }
    return sum;
}

static long long shipping(long long goods, bool ships) {
    return ships && goods < FREE_SHIPPING_FROM ? SHIPPING_FEE : 0;
}

long long invoice_total(const std::vector<std::tuple<std::string, long long, long long>>& items, const std::string& coupon, long long member_years) {
    if (items.empty()) {
        return 0;
    }
    std::optional<Totals> sum = totals(items);
    if (!sum) {
        return -1;
    }
    long long goods = after_coupon(sum->goods, sum->tech_goods, coupon);
    goods -= goods * loyalty_percent(member_years) / 100;
    return goods + shipping(goods, sum->ships);
}
