import java.util.*;

abstract class Account {
    long balance = 0;
    final long limit;

    Account(long limit) {
        this.limit = limit;
    }

    abstract boolean canWithdraw(long amount);

    void withdraw(long amount) {
        balance -= amount;
    }

    void monthEnd() {
    }
}

class CheckingAccount extends Account {
    static final long FEE = 1;

    CheckingAccount(long limit) {
        super(limit);
    }

    @Override
    boolean canWithdraw(long amount) {
        return balance - amount - FEE >= 0;
    }

    @Override
    void withdraw(long amount) {
        balance -= amount + FEE;
    }

    @Override
    void monthEnd() {
        if (balance < 100) {
            balance = Math.max(0, balance - 2);
        }
    }
}

class SavingsAccount extends Account {
    private long withdrawals = 0;

    SavingsAccount(long limit) {
        super(limit);
    }

    @Override
    boolean canWithdraw(long amount) {
        return balance >= amount && withdrawals < limit;
    }

    @Override
    void withdraw(long amount) {
        balance -= amount;
        withdrawals++;
    }

    @Override
    void monthEnd() {
        if (balance > 0) {
            balance += balance * 2 / 100;
        }
        withdrawals = 0;
    }
}

class CreditAccount extends Account {
    CreditAccount(long limit) {
        super(limit);
    }

    @Override
    boolean canWithdraw(long amount) {
        return balance - amount >= -limit;
    }

    @Override
    void monthEnd() {
        if (balance < 0) {
            long debt = -balance;
            balance -= (debt * 5 + 99) / 100;
        }
    }
}

class AccountBook {
    private final Map<String, Account> accounts = new HashMap<>();

    public AccountBook() {
    }

    public boolean open(String accountId, String kind, long limit) {
        if (accounts.containsKey(accountId) || limit < 0) {
            return false;
        }
        Account account;
        switch (kind) {
            case "checking":
                account = new CheckingAccount(limit);
                break;
            case "savings":
                account = new SavingsAccount(limit);
                break;
            case "credit":
                account = new CreditAccount(limit);
                break;
            default:
                return false;
        }
        accounts.put(accountId, account);
        return true;
    }

    public boolean deposit(String accountId, long amount) {
        Account account = accounts.get(accountId);
        if (account == null || amount <= 0) {
            return false;
        }
        account.balance += amount;
        return true;
    }

    public boolean withdraw(String accountId, long amount) {
        Account account = accounts.get(accountId);
        if (account == null || amount <= 0 || !account.canWithdraw(amount)) {
            return false;
        }
        account.withdraw(amount);
        return true;
    }

    public boolean transfer(String source, String target, long amount) {
        Account to = accounts.get(target);
        if (source.equals(target) || to == null) {
            return false;
        }
        if (!withdraw(source, amount)) {
            return false;
        }
        to.balance += amount;
        return true;
    }

    public void monthEnd() {
        for (Account account : accounts.values()) {
            account.monthEnd();
        }
    }

    public Long balance(String accountId) {
        Account account = accounts.get(accountId);
        return account == null ? null : account.balance;
    }
}
