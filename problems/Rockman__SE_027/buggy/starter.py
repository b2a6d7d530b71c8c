class BoxOffice:
    def __init__(self, rows: int, seats: int, hold_minutes: int) -> None:
        self.rows = rows
        self.seats = seats
        self.hold_minutes = hold_minutes
        # state: 0 free, 1 held, 2 sold
        self.state = [[0] * seats for _ in range(rows)]
        self.who = [[""] * seats for _ in range(rows)]
        self.until = [[0] * seats for _ in range(rows)]

    def hold(self, customer: str, row: int, seat: int, minute: int) -> bool:
        if row < 0 or row >= self.rows or seat < 0 or seat >= self.seats:
            return False
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.until[r][s] <= minute:
                    self.state[r][s] = 0
                    self.who[r][s] = ""
        if self.state[row][seat] == 2:
            return False
        if self.state[row][seat] == 1:
            if self.who[row][seat] == customer:
                self.until[row][seat] = minute + self.hold_minutes
                return True
            else:
                return False
        n = 0
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.who[r][s] == customer:
                    n += 1
        if n >= 4:
            return False
        self.state[row][seat] = 1
        self.who[row][seat] = customer
        self.until[row][seat] = minute + self.hold_minutes
        return True

    def release(self, customer: str, minute: int) -> int:
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.until[r][s] <= minute:
                    self.state[r][s] = 0
                    self.who[r][s] = ""
        n = 0
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.who[r][s] == customer:
                    self.state[r][s] = 0
                    self.who[r][s] = ""
                    n += 1
        return n

    def confirm(self, customer: str, minute: int) -> int:
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.until[r][s] <= minute:
                    self.state[r][s] = 0
                    self.who[r][s] = ""
        n = 0
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.who[r][s] == customer:
                    self.state[r][s] = 2
                    n += 1
        return n

    def seat_status(self, row: int, seat: int, minute: int) -> str:
        if row < 0 or row >= self.rows or seat < 0 or seat >= self.seats:
            return "INVALID"
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.until[r][s] <= minute:
                    self.state[r][s] = 0
                    self.who[r][s] = ""
        if self.state[row][seat] == 1:
            return "HELD"
        elif self.state[row][seat] == 2:
            return "SOLD"
        else:
            return "FREE"

    def free_count(self, minute: int) -> int:
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.until[r][s] <= minute:
                    self.state[r][s] = 0
                    self.who[r][s] = ""
        n = 0
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 0:
                    n += 1
        return n

    def best_row(self, count: int, minute: int) -> int:
        for r in range(self.rows):
            for s in range(self.seats):
                if self.state[r][s] == 1 and self.until[r][s] <= minute:
                    self.state[r][s] = 0
                    self.who[r][s] = ""
        for r in range(self.rows):
            run = 0
            for s in range(self.seats):
                if self.state[r][s] == 0:
                    run += 1
                    if run >= count:
                        return r
                else:
                    run = 0
        return -1
