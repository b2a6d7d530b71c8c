class LendingDesk:
    def __init__(self, max_loans: int, loan_days: int, daily_fine: int) -> None:
        self.max_loans = max_loans
        self.loan_days = loan_days
        self.daily_fine = daily_fine
        self.today = 0
        self.copies = {}
        self.loans = []
        self.owed = {}

    def add_copies(self, title: str, count: int) -> int:
        if len(title) == 0 or len(title) > 15:
            return -1
        if title[0] == "-":
            return -1
        for c in title:
            if not (("a" <= c <= "z") or ("0" <= c <= "9") or c == "-"):
                return -1
        if count < 1 or count > 50:
            return -1
        if title in self.copies:
            self.copies[title] = self.copies[title] + count
        else:
            self.copies[title] = count
        return self.copies[title]

    def borrow(self, member: str, title: str, day: int) -> str:
        if len(member) == 0 or len(member) > 10:
            return "INVALID"
        for c in member:
            if not ("a" <= c <= "z"):
                return "INVALID"
        if len(title) == 0 or len(title) > 15:
            return "INVALID"
        if title[0] == "-":
            return "INVALID"
        for c in title:
            if not (("a" <= c <= "z") or ("0" <= c <= "9") or c == "-"):
                return "INVALID"
        if day < self.today:
            return "INVALID"
        self.today = day
        if title not in self.copies:
            return "UNKNOWN"
        if member in self.owed and self.owed[member] > 0:
            return "BLOCKED"
        count = 0
        for loan in self.loans:
            if loan[0] == member:
                if loan[1] == title:
                    return "DUPLICATE"
                count = count + 1
        if count >= self.max_loans:
            return "LIMIT"
        if self.copies[title] == 0:
            return "WAIT"
        self.copies[title] = self.copies[title] - 1
        self.loans.append([member, title, day + self.loan_days])
        return "OK"

    def give_back(self, member: str, title: str, day: int) -> int:
        if len(member) == 0 or len(member) > 10:
            return -1
        for c in member:
            if not ("a" <= c <= "z"):
                return -1
        if len(title) == 0 or len(title) > 15:
            return -1
        if title[0] == "-":
            return -1
        for c in title:
            if not (("a" <= c <= "z") or ("0" <= c <= "9") or c == "-"):
                return -1
        if day < self.today:
            return -1
        self.today = day
        for i in range(len(self.loans)):
            if self.loans[i][0] == member and self.loans[i][1] == title:
                due = self.loans[i][2]
                del self.loans[i]
                self.copies[title] = self.copies[title] + 1
                fine = 0
                if day > due:
                    if day - due > 20:
                        fine = 20 * self.daily_fine
                    else:
                        fine = (day - due) * self.daily_fine
                if member in self.owed:
                    self.owed[member] = self.owed[member] + fine
                else:
                    self.owed[member] = fine
                return fine
        return -2

    def pay(self, member: str, amount: int) -> int:
        if len(member) == 0 or len(member) > 10:
            return -1
        for c in member:
            if not ("a" <= c <= "z"):
                return -1
        if amount < 1:
            return -1
        if member not in self.owed:
            self.owed[member] = 0
        if amount >= self.owed[member]:
            self.owed[member] = 0
        else:
            self.owed[member] = self.owed[member] - amount
        return self.owed[member]

    def overdue(self, day: int) -> int:
        if day < self.today:
            return -1
        self.today = day
        n = 0
        for loan in self.loans:
            if loan[2] < day:
                n = n + 1
        return n
