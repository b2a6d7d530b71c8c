import java.util.*;

class Bank {
    private final Map<String, Long> balances = new HashMap<>();

    public Bank() {
    }

    public boolean open(String account) {
        if (balances.containsKey(account)) return false;
        balances.put(account, 0L);
        return true;
    }

    public long deposit(String account, long amount) {
        Long current = balances.get(account);
        if (current == null) return -1;
        balances.put(account, current + amount);
        return current + amount;
    }

    public long withdraw(String account, long amount) {
        Long current = balances.get(account);
        if (current == null) return -1;
        if (current < amount) return -2;
        balances.put(account, current - amount);
        return current - amount;
    }

    public long transfer(String source, String target, long amount) {
        Long from = balances.get(source);
        Long to = balances.get(target);
        if (from == null || to == null) return -1;
        if (source.equals(target)) return -3;
        if (from < amount) return -2;
        balances.put(source, from - amount);
        balances.put(target, to + amount);
        return 0;
    }

    public long balance(String account) {
        return balances.getOrDefault(account, -1L);
    }
}
