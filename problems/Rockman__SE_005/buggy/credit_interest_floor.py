# bug: credit interest rounds down instead of up
from typing import Optional


class _Account:
    def __init__(self, limit: int) -> None:
        self.balance = 0
        self.limit = limit

    def can_withdraw(self, amount: int) -> bool:
        raise NotImplementedError

    def withdraw(self, amount: int) -> None:
        self.balance -= amount

    def month_end(self) -> None:
        pass


class _Checking(_Account):
    FEE = 1

    def can_withdraw(self, amount: int) -> bool:
        return self.balance - amount - self.FEE >= 0

    def withdraw(self, amount: int) -> None:
        self.balance -= amount + self.FEE

    def month_end(self) -> None:
        if self.balance < 100:
            self.balance = max(0, self.balance - 2)


class _Savings(_Account):
    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self.withdrawals = 0

    def can_withdraw(self, amount: int) -> bool:
        return self.balance >= amount and self.withdrawals < self.limit

    def withdraw(self, amount: int) -> None:
        self.balance -= amount
        self.withdrawals += 1

    def month_end(self) -> None:
        if self.balance > 0:
            self.balance += self.balance * 2 // 100
        self.withdrawals = 0


class _Credit(_Account):
    def can_withdraw(self, amount: int) -> bool:
        return self.balance - amount >= -self.limit

    def month_end(self) -> None:
        if self.balance < 0:
            debt = -self.balance
            self.balance -= debt * 5 // 100


_KINDS = {"checking": _Checking, "savings": _Savings, "credit": _Credit}


class AccountBook:
    def __init__(self) -> None:
        self._accounts: dict[str, _Account] = {}

    def open(self, account_id: str, kind: str, limit: int) -> bool:
        if account_id in self._accounts or kind not in _KINDS or limit < 0:
            return False
        self._accounts[account_id] = _KINDS[kind](limit)
        return True

    def deposit(self, account_id: str, amount: int) -> bool:
        account = self._accounts.get(account_id)
        if account is None or amount <= 0:
            return False
        account.balance += amount
        return True

    def withdraw(self, account_id: str, amount: int) -> bool:
        account = self._accounts.get(account_id)
        if account is None or amount <= 0 or not account.can_withdraw(amount):
            return False
        account.withdraw(amount)
        return True

    def transfer(self, source: str, target: str, amount: int) -> bool:
        if source == target or target not in self._accounts:
            return False
        if not self.withdraw(source, amount):
            return False
        self._accounts[target].balance += amount
        return True

    def month_end(self) -> None:
        for account in self._accounts.values():
            account.month_end()

    def balance(self, account_id: str) -> Optional[int]:
        account = self._accounts.get(account_id)
        return None if account is None else account.balance
