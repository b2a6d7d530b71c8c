# Dropped edge case: the 20-day cap on the fine was lost when the fine computation was extracted.
MAX_MEMBER_LENGTH = 10
MAX_TITLE_LENGTH = 15
MAX_COPIES_PER_ADD = 50
FINE_CAP_DAYS = 20
TITLE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


def _valid_member(member: str) -> bool:
    return 1 <= len(member) <= MAX_MEMBER_LENGTH and all("a" <= c <= "z" for c in member)


def _valid_title(title: str) -> bool:
    if not 1 <= len(title) <= MAX_TITLE_LENGTH or title[0] == "-":
        return False
    return all(c in TITLE_CHARS for c in title)


class LendingDesk:
    def __init__(self, max_loans: int, loan_days: int, daily_fine: int) -> None:
        self._max_loans = max_loans
        self._loan_days = loan_days
        self._daily_fine = daily_fine
        self._clock = 0
        self._shelf: dict[str, int] = {}
        self._loans: dict[str, dict[str, int]] = {}  # member -> title -> due day
        self._balance: dict[str, int] = {}

    def _accept(self, member: str, title: str, day: int) -> bool:
        """Validate a dated request; a valid one moves the clock to its day."""
        if not (_valid_member(member) and _valid_title(title) and day >= self._clock):
            return False
        self._clock = day
        return True

    def add_copies(self, title: str, count: int) -> int:
        if not _valid_title(title) or not 1 <= count <= MAX_COPIES_PER_ADD:
            return -1
        self._shelf[title] = self._shelf.get(title, 0) + count
        return self._shelf[title]

    def _refusal(self, member: str, title: str) -> str:
        loans = self._loans.get(member, {})
        if title not in self._shelf:
            return "UNKNOWN"
        if self._balance.get(member, 0) > 0:
            return "BLOCKED"
        if title in loans:
            return "DUPLICATE"
        if len(loans) >= self._max_loans:
            return "LIMIT"
        return "WAIT" if self._shelf[title] == 0 else ""

    def borrow(self, member: str, title: str, day: int) -> str:
        if not self._accept(member, title, day):
            return "INVALID"
        refusal = self._refusal(member, title)
        if refusal:
            return refusal
        self._shelf[title] -= 1
        self._loans.setdefault(member, {})[title] = day + self._loan_days
        return "OK"

    def give_back(self, member: str, title: str, day: int) -> int:
        if not self._accept(member, title, day):
            return -1
        loans = self._loans.get(member, {})
        if title not in loans:
            return -2
        late_days = max(0, day - loans.pop(title))
        fine = late_days * self._daily_fine
        self._shelf[title] += 1
        self._balance[member] = self._balance.get(member, 0) + fine
        return fine

    def pay(self, member: str, amount: int) -> int:
        if not _valid_member(member) or amount < 1:
            return -1
        remaining = max(0, self._balance.get(member, 0) - amount)
        self._balance[member] = remaining
        return remaining

    def overdue(self, day: int) -> int:
        if day < self._clock:
            return -1
        self._clock = day
        return sum(due < day for loans in self._loans.values() for due in loans.values())
