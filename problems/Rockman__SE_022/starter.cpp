#include <set>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

set<string> g_seen;
vector<tuple<long long, string, long long>> g_orders;
long long g_day = 0;

void add_order(const string& sku, long long on_hand, long long demand, long long lead, long long safety, long long target, long long pack, long long cap) {
    long long cover = on_hand / demand;
    if (cover < lead + safety) {
        long long qty = (lead + target) * demand - on_hand;
        if (cap > 0) {
            if (qty > cap * demand) {
                qty = cap * demand;
            }
        }
        if (pack > 1) {
            if (qty % pack != 0) {
                qty = qty + (pack - qty % pack);
            }
        }
        g_orders.push_back(make_tuple(cover - lead, sku, qty));
    }
}

std::vector<std::tuple<std::string, long long>> reorder_plan(const std::vector<std::tuple<std::string, long long, long long, long long>>& items, long long day, long long max_orders) {
    g_seen = set<string>();
    g_orders = vector<tuple<long long, string, long long>>();
    g_day = day;
    for (const auto& it : items) {
        string sku = get<0>(it);
        if (g_seen.count(sku)) {
            continue;
        }
        g_seen.insert(sku);
        if (get<2>(it) == 0) {
            continue;
        }
        if (sku.rfind("P-", 0) == 0) {
            if (get<3>(it) + 3 < 7) {
                add_order(sku, get<1>(it), get<2>(it), get<3>(it), 0, get<3>(it) + 3, 1, 5);
            } else {
                add_order(sku, get<1>(it), get<2>(it), get<3>(it), 0, 7, 1, 5);
            }
        } else if (sku.rfind("B-", 0) == 0) {
            add_order(sku, get<1>(it), get<2>(it), get<3>(it), 5, 30, 50, 0);
        } else if (sku.rfind("S-", 0) == 0) {
            if (g_day >= 152) {
                if (g_day <= 243) {
                    add_order(sku, get<1>(it), get<2>(it), get<3>(it), 3, 10, 1, 0);
                }
            }
        } else {
            add_order(sku, get<1>(it), get<2>(it), get<3>(it), 2, 14, 1, 0);
        }
    }
    for (size_t i = 0; i < g_orders.size(); i++) {
        for (size_t j = 0; j + 1 + i < g_orders.size(); j++) {
            auto a = g_orders[j];
            auto b = g_orders[j + 1];
            if (get<0>(a) > get<0>(b) || (get<0>(a) == get<0>(b) && get<1>(a) > get<1>(b))) {
                g_orders[j] = b;
                g_orders[j + 1] = a;
            }
        }
    }
    std::vector<std::tuple<std::string, long long>> result;
    for (const auto& o : g_orders) {
        if ((long long) result.size() < max_orders) {
            result.push_back(make_tuple(get<1>(o), get<2>(o)));
        }
    }
    return result;
}
