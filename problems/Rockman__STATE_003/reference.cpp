#include <string>
#include <unordered_map>
using namespace std;

class Bank {
public:
    Bank() {}

    bool open(const std::string& account) {
        return balances_.emplace(account, 0).second;
    }

    long long deposit(const std::string& account, long long amount) {
        auto found = balances_.find(account);
        if (found == balances_.end()) return -1;
        found->second += amount;
        return found->second;
    }

    long long withdraw(const std::string& account, long long amount) {
        auto found = balances_.find(account);
        if (found == balances_.end()) return -1;
        if (found->second < amount) return -2;
        found->second -= amount;
        return found->second;
    }

    long long transfer(const std::string& source, const std::string& target, long long amount) {
        auto from = balances_.find(source);
        auto to = balances_.find(target);
        if (from == balances_.end() || to == balances_.end()) return -1;
        if (source == target) return -3;
        if (from->second < amount) return -2;
        from->second -= amount;
        to->second += amount;
        return 0;
    }

    long long balance(const std::string& account) {
        auto found = balances_.find(account);
        return found == balances_.end() ? -1 : found->second;
    }

private:
    unordered_map<string, long long> balances_;
};
