#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

namespace {

const long long SEASON_FIRST_DAY = 152;
const long long SEASON_LAST_DAY = 243;

struct Rule {
    long long safety_days;
    long long target_days;
    long long pack;
    long long cap_days;
    bool perishable;
    bool seasonal;
};

const Rule STANDARD = {2, 14, 1, 0, false, false};
const map<string, Rule> RULES = {
    {"P-", {0, 7, 1, 5, true, false}},
    {"B-", {5, 30, 50, 0, false, false}},
    {"S-", {3, 10, 1, 0, false, true}},
};

using Item = tuple<string, long long, long long, long long>;
using Order = tuple<long long, string, long long>;  // (urgency, sku, quantity)

const Rule& rule_for(const string& sku) {
    auto it = RULES.find(sku.substr(0, 2));
    return it == RULES.end() ? STANDARD : it->second;
}

vector<Item> first_occurrences(const vector<Item>& items) {
    set<string> seen;
    vector<Item> kept;
    for (const Item& item : items) {
        if (seen.insert(get<0>(item)).second) {
            kept.push_back(item);
        }
    }
    return kept;
}

bool in_play(const Rule& rule, long long day) {
    return !rule.seasonal || (SEASON_FIRST_DAY <= day && day <= SEASON_LAST_DAY);
}

long long quantity(const Rule& rule, long long on_hand, long long demand, long long lead) {
    long long target = rule.perishable ? min(lead + 3, rule.target_days) : rule.target_days;
    long long amount = (lead + target) * demand - on_hand;
    if (rule.cap_days > 0) {
        amount = min(amount, rule.cap_days * demand);
    }
    return (amount + rule.pack - 1) / rule.pack * rule.pack;
}

optional<Order> order_for(const Item& item, long long day) {
    const auto& [sku, on_hand, demand, lead] = item;
    const Rule& rule = rule_for(sku);
    if (demand == 0 || !in_play(rule, day)) {
        return nullopt;
    }
    long long cover = on_hand / demand;
    if (cover >= lead + rule.safety_days) {
        return nullopt;
    }
    return Order{cover - lead, sku, quantity(rule, on_hand, demand, lead)};
}

}  // namespace

std::vector<std::tuple<std::string, long long>> reorder_plan(const std::vector<std::tuple<std::string, long long, long long, long long>>& items, long long day, long long max_orders) {
    vector<Order> orders;
    for (const Item& item : first_occurrences(items)) {
        if (optional<Order> order = order_for(item, day)) {
            orders.push_back(*order);
        }
    }
    sort(orders.begin(), orders.end());
    vector<tuple<string, long long>> plan;
    for (size_t i = 0; i < orders.size() && static_cast<long long>(i) < max_orders; ++i) {
        plan.emplace_back(get<1>(orders[i]), get<2>(orders[i]));
    }
    return plan;
}
