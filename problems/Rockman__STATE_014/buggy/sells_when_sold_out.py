# bug: missed edge case: only unknown items are refused, so an item with 0 units is still sold
class VendingMachine:
    def __init__(self, denominations: list[int]) -> None:
        # largest denomination first: the order the change is paid out in
        self._denoms = sorted(set(denominations), reverse=True)
        self._reserve = {d: 0 for d in self._denoms}
        self._escrow = {d: 0 for d in self._denoms}
        self._credit = 0
        self._price: dict[str, int] = {}
        self._stock: dict[str, int] = {}

    def restock(self, item: str, price: int, count: int) -> int:
        self._price[item] = price
        self._stock[item] = self._stock.get(item, 0) + count
        return self._stock[item]

    def load(self, value: int, count: int) -> bool:
        if value not in self._reserve:
            return False
        self._reserve[value] += count
        return True

    def insert(self, value: int) -> int:
        if value not in self._escrow:
            return -1
        self._escrow[value] += 1
        self._credit += value
        return self._credit

    def select(self, item: str) -> int:
        if item not in self._stock:
            return -1
        price = self._price[item]
        if self._credit < price:
            return -2
        change = self._credit - price
        rest = change
        plan = {}
        for d in self._denoms:
            take = min(self._reserve[d] + self._escrow[d], rest // d)
            plan[d] = take
            rest -= take * d
        if rest != 0:
            return -3
        for d in self._denoms:
            self._reserve[d] += self._escrow[d] - plan[d]
            self._escrow[d] = 0
        self._stock[item] -= 1
        self._credit = 0
        return change

    def cancel(self) -> list[int]:
        coins = []
        for d in self._denoms:
            coins.extend([d] * self._escrow[d])
            self._escrow[d] = 0
        self._credit = 0
        return coins

    def coins(self, value: int) -> int:
        return self._reserve.get(value, 0)

    def credit(self) -> int:
        return self._credit
