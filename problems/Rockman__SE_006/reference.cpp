#include <string>
#include <utility>
#include <unordered_map>
using namespace std;

class Inventory {
public:
    Inventory() {}

    void add(const std::string& sku, long long qty) {
        on_hand_[sku] = get(on_hand_, sku) + qty;
    }

    long long available(const std::string& sku) {
        return get(on_hand_, sku) - get(reserved_, sku);
    }

    long long on_hand(const std::string& sku) {
        return get(on_hand_, sku);
    }

    bool remove(const std::string& sku, long long qty) {
        if (qty < 1 || available(sku) < qty) {
            return false;
        }
        on_hand_[sku] -= qty;
        return true;
    }

    bool reserve(const std::string& order_id, const std::string& sku, long long qty) {
        if (orders_.count(order_id) || qty < 1 || available(sku) < qty) {
            return false;
        }
        orders_[order_id] = {sku, qty};
        reserved_[sku] = get(reserved_, sku) + qty;
        return true;
    }

    bool release(const std::string& order_id) {
        auto it = orders_.find(order_id);
        if (it == orders_.end()) {
            return false;
        }
        auto [sku, qty] = it->second;
        orders_.erase(it);
        reserved_[sku] -= qty;
        return true;
    }

    bool commit(const std::string& order_id) {
        auto it = orders_.find(order_id);
        if (it == orders_.end()) {
            return false;
        }
        auto [sku, qty] = it->second;
        orders_.erase(it);
        reserved_[sku] -= qty;
        on_hand_[sku] -= qty;
        return true;
    }

private:
    unordered_map<string, long long> on_hand_;
    unordered_map<string, long long> reserved_;
    unordered_map<string, pair<string, long long>> orders_;  // order id -> (sku, qty)

    static long long get(const unordered_map<string, long long>& counts, const string& key) {
        auto it = counts.find(key);
        return it == counts.end() ? 0 : it->second;
    }
};
