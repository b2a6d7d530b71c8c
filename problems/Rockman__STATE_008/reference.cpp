#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
using namespace std;

class Inventory {
public:
    Inventory() {}

    long long restock(const std::string& sku, long long qty) {
        on_hand_[sku] += qty;
        return available(sku);
    }

    bool reserve(long long order_id, const std::string& sku, long long qty) {
        if (used_ids_.count(order_id) || available(sku) < qty) return false;
        used_ids_.insert(order_id);
        orders_[order_id] = {sku, qty};
        reserved_[sku] += qty;
        return true;
    }

    bool cancel(long long order_id) {
        auto found = orders_.find(order_id);
        if (found == orders_.end()) return false;
        reserved_[found->second.first] -= found->second.second;
        orders_.erase(found);
        return true;
    }

    bool fulfill(long long order_id) {
        auto found = orders_.find(order_id);
        if (found == orders_.end()) return false;
        reserved_[found->second.first] -= found->second.second;
        on_hand_[found->second.first] -= found->second.second;
        orders_.erase(found);
        return true;
    }

    long long available(const std::string& sku) { return lookup(on_hand_, sku) - lookup(reserved_, sku); }

    long long on_hand(const std::string& sku) { return lookup(on_hand_, sku); }

private:
    static long long lookup(const unordered_map<string, long long>& amounts, const string& sku) {
        auto found = amounts.find(sku);
        return found == amounts.end() ? 0 : found->second;
    }

    unordered_map<string, long long> on_hand_;
    unordered_map<string, long long> reserved_;
    unordered_map<long long, pair<string, long long>> orders_;  // open reservations
    unordered_set<long long> used_ids_;
};
