#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>
using namespace std;

namespace {

const long long MAX_GIRTH = 300;
const long long MAX_WEIGHT = 30000;
const long long OVERSIZE_SIDE = 120;
const long long OVERSIZE_FEE = 2000;
const long long STEP_GRAMS = 500;
// zone -> (rate of the first step, rate of each further step)
const map<string, pair<long long, long long>> ZONE_RATES = {
    {"local", {300, 100}}, {"national", {450, 125}}, {"international", {1500, 400}}};
const set<string> SERVICES = {"economy", "express", "overnight"};

using Package = tuple<long long, long long, long long, long long>;
using Sides = array<long long, 3>;  // longest first

struct Quote {
    string zone;
    string service;
    set<string> options;
};

long long ceil_div(long long a, long long b) {
    return (a + b - 1) / b;
}

Sides sorted_sides(const Package& package) {
    Sides sides = {get<0>(package), get<1>(package), get<2>(package)};
    sort(sides.begin(), sides.end(), greater<long long>());
    return sides;
}

bool fits(const Sides& sides, long long weight) {
    return sides[0] + 2 * (sides[1] + sides[2]) <= MAX_GIRTH && weight <= MAX_WEIGHT;
}

long long base_rate(const string& zone, const Sides& sides, long long weight) {
    long long volume_weight = ceil_div(sides[0] * sides[1] * sides[2], 5);
    long long steps = max(1LL, ceil_div(max(weight, volume_weight), STEP_GRAMS));
    const auto& [first, extra] = ZONE_RATES.at(zone);
    return first + extra * (steps - 1);
}

long long with_service(const string& service, long long base) {
    if (service == "express") {
        return ceil_div(base * 3, 2);
    }
    if (service == "overnight") {
        return base * 2;
    }
    return base;
}

long long option_fees(const Quote& quote, long long cost) {
    long long extra = quote.options.count("fragile") ? cost * 15 / 100 : 0;
    if (quote.options.count("signature")) {
        extra += 250;
    }
    if (quote.options.count("saturday") && quote.service == "overnight") {
        extra += 1000;
    }
    return extra;
}

long long price(const Quote& quote, const Package& package) {
    Sides sides = sorted_sides(package);
    long long weight = get<3>(package);
    if (!fits(sides, weight) || (quote.service == "overnight" && quote.zone == "international")) {
        return -1;
    }
    long long cost = with_service(quote.service, base_rate(quote.zone, sides, weight));
    long long oversize = sides[0] > OVERSIZE_SIDE ? OVERSIZE_FEE : 0;
    return cost + oversize + option_fees(quote, cost);
}

vector<long long> apply_volume_discount(vector<long long> costs) {
    long long accepted = 0;
    for (long long& cost : costs) {
        if (cost != -1 && ++accepted >= 3) {
            cost -= cost * 10 / 100;
        }
    }
    return costs;
}

}  // namespace

std::vector<long long> quote_shipments(const std::vector<std::tuple<long long, long long, long long, long long>>& packages, const std::string& zone, const std::string& service, const std::vector<std::string>& options) {
    if (!ZONE_RATES.count(zone) || !SERVICES.count(service)) {
        return vector<long long>(packages.size(), -1);
    }
    Quote quote{zone, service, set<string>(options.begin(), options.end())};
    vector<long long> costs;
    for (const Package& package : packages) {
        costs.push_back(price(quote, package));
    }
    return apply_volume_discount(costs);
}
