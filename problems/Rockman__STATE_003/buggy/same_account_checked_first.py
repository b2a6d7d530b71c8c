# bug: transfer checks for source == target before checking that the accounts exist
class Bank:
    def __init__(self) -> None:
        self._balances: dict[str, int] = {}

    def open(self, account: str) -> bool:
        if account in self._balances:
            return False
        self._balances[account] = 0
        return True

    def deposit(self, account: str, amount: int) -> int:
        if account not in self._balances:
            return -1
        self._balances[account] += amount
        return self._balances[account]

    def withdraw(self, account: str, amount: int) -> int:
        if account not in self._balances:
            return -1
        if self._balances[account] < amount:
            return -2
        self._balances[account] -= amount
        return self._balances[account]

    def transfer(self, source: str, target: str, amount: int) -> int:
        if source == target:
            return -3
        if source not in self._balances or target not in self._balances:
            return -1
        if self._balances[source] < amount:
            return -2
        self._balances[source] -= amount
        self._balances[target] += amount
        return 0

    def balance(self, account: str) -> int:
        return self._balances.get(account, -1)
