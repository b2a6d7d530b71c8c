# Dropped behaviour: holding a seat the customer already holds succeeds but no longer restarts the hold time.
MAX_HOLDS = 4
HELD = "HELD"
SOLD = "SOLD"
FREE = "FREE"


class BoxOffice:
    def __init__(self, rows: int, seats: int, hold_minutes: int) -> None:
        self._rows = rows
        self._seats = seats
        self._hold_minutes = hold_minutes
        self._taken: dict[tuple[int, int], list] = {}  # seat -> [status, customer, expiry]

    def _valid(self, row: int, seat: int) -> bool:
        return 0 <= row < self._rows and 0 <= seat < self._seats

    def _entry(self, key: tuple[int, int], minute: int) -> list | None:
        """The seat's live entry; a hold that has expired by minute is dropped first."""
        entry = self._taken.get(key)
        if entry is not None and entry[0] == HELD and minute >= entry[2]:
            del self._taken[key]
            return None
        return entry

    def _holds_of(self, customer: str, minute: int) -> list[tuple[int, int]]:
        """The seats the customer holds at minute (expired holds are not counted)."""
        keys = []
        for key, entry in list(self._taken.items()):
            if entry[0] == HELD and entry[1] == customer and self._entry(key, minute):
                keys.append(key)
        return keys

    def _new_hold(self, customer: str, key: tuple[int, int], minute: int) -> bool:
        if len(self._holds_of(customer, minute)) >= MAX_HOLDS:
            return False
        self._taken[key] = [HELD, customer, minute + self._hold_minutes]
        return True

    def hold(self, customer: str, row: int, seat: int, minute: int) -> bool:
        if not self._valid(row, seat):
            return False
        entry = self._entry((row, seat), minute)
        if entry is None:
            return self._new_hold(customer, (row, seat), minute)
        return entry[0] == HELD and entry[1] == customer

    def release(self, customer: str, minute: int) -> int:
        keys = self._holds_of(customer, minute)
        for key in keys:
            del self._taken[key]
        return len(keys)

    def confirm(self, customer: str, minute: int) -> int:
        keys = self._holds_of(customer, minute)
        for key in keys:
            self._taken[key][0] = SOLD
        return len(keys)

    def seat_status(self, row: int, seat: int, minute: int) -> str:
        if not self._valid(row, seat):
            return "INVALID"
        entry = self._entry((row, seat), minute)
        return FREE if entry is None else entry[0]

    def free_count(self, minute: int) -> int:
        live = [key for key in list(self._taken) if self._entry(key, minute) is not None]
        return self._rows * self._seats - len(live)

    def _longest_free_run(self, row: int, minute: int) -> int:
        best = run = 0
        for seat in range(self._seats):
            run = 0 if self._entry((row, seat), minute) else run + 1
            best = max(best, run)
        return best

    def best_row(self, count: int, minute: int) -> int:
        for row in range(self._rows):
            if self._longest_free_run(row, minute) >= count:
                return row
        return -1
