#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace {

class Account {
public:
    explicit Account(long long limit) : limit_(limit) {}
    virtual ~Account() = default;
    virtual bool can_withdraw(long long amount) const = 0;
    virtual void withdraw(long long amount) { balance_ -= amount; }
    virtual void month_end() {}
    long long balance_ = 0;

protected:
    long long limit_;
};

class Checking : public Account {
public:
    using Account::Account;
    static constexpr long long kFee = 1;
    bool can_withdraw(long long amount) const override { return balance_ - amount - kFee >= 0; }
    void withdraw(long long amount) override { balance_ -= amount + kFee; }
    void month_end() override {
        if (balance_ < 100) balance_ = std::max(0LL, balance_ - 2);
    }
};

class Savings : public Account {
public:
    using Account::Account;
    bool can_withdraw(long long amount) const override {
        return balance_ >= amount && withdrawals_ < limit_;
    }
    void withdraw(long long amount) override {
        balance_ -= amount;
        ++withdrawals_;
    }
    void month_end() override {
        if (balance_ > 0) balance_ += balance_ * 2 / 100;
        withdrawals_ = 0;
    }

private:
    long long withdrawals_ = 0;
};

class Credit : public Account {
public:
    using Account::Account;
    bool can_withdraw(long long amount) const override { return balance_ - amount >= -limit_; }
    void month_end() override {
        if (balance_ < 0) {
            long long debt = -balance_;
            balance_ -= (debt * 5 + 99) / 100;
        }
    }
};

}  // namespace

class AccountBook {
public:
    AccountBook() {}

    bool open(const std::string& account_id, const std::string& kind, long long limit) {
        if (accounts_.count(account_id) || limit < 0) return false;
        std::unique_ptr<Account> account;
        if (kind == "checking") {
            account = std::make_unique<Checking>(limit);
        } else if (kind == "savings") {
            account = std::make_unique<Savings>(limit);
        } else if (kind == "credit") {
            account = std::make_unique<Credit>(limit);
        } else {
            return false;
        }
        accounts_[account_id] = std::move(account);
        return true;
    }

    bool deposit(const std::string& account_id, long long amount) {
        Account* account = find(account_id);
        if (account == nullptr || amount <= 0) return false;
        account->balance_ += amount;
        return true;
    }

    bool withdraw(const std::string& account_id, long long amount) {
        Account* account = find(account_id);
        if (account == nullptr || amount <= 0 || !account->can_withdraw(amount)) return false;
        account->withdraw(amount);
        return true;
    }

    bool transfer(const std::string& source, const std::string& target, long long amount) {
        Account* to = find(target);
        if (source == target || to == nullptr) return false;
        if (!withdraw(source, amount)) return false;
        to->balance_ += amount;
        return true;
    }

    void month_end() {
        for (auto& entry : accounts_) entry.second->month_end();
    }

    std::optional<long long> balance(const std::string& account_id) {
        Account* account = find(account_id);
        if (account == nullptr) return std::nullopt;
        return account->balance_;
    }

private:
    Account* find(const std::string& account_id) {
        auto found = accounts_.find(account_id);
        return found == accounts_.end() ? nullptr : found->second.get();
    }

    std::map<std::string, std::unique_ptr<Account>> accounts_;
};
