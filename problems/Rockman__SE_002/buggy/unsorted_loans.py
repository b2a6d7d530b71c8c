# bug: borrowed returns the member's books in arbitrary (insertion) order instead of sorted order
class Library:
    MAX_LOANS = 3

    def __init__(self) -> None:
        self._shelf: dict[str, int] = {}
        self._loans: dict[str, dict[str, None]] = {}

    def add_book(self, book_id: str, copies: int) -> str:
        if copies < 1:
            return "INVALID"
        self._shelf[book_id] = self._shelf.get(book_id, 0) + copies
        return "OK"

    def checkout(self, member: str, book_id: str) -> str:
        if book_id not in self._shelf:
            return "NO_SUCH_BOOK"
        held = self._loans.setdefault(member, {})
        if book_id in held:
            return "ALREADY_HAS"
        if len(held) >= self.MAX_LOANS:
            return "LIMIT"
        if self._shelf[book_id] == 0:
            return "UNAVAILABLE"
        self._shelf[book_id] -= 1
        held[book_id] = None
        return "OK"

    def give_back(self, member: str, book_id: str) -> str:
        held = self._loans.get(member)
        if not held or book_id not in held:
            return "NOT_BORROWED"
        del held[book_id]
        self._shelf[book_id] += 1
        return "OK"

    def available(self, book_id: str) -> int:
        return self._shelf.get(book_id, 0)

    def borrowed(self, member: str) -> list[str]:
        return list(self._loans.get(member, {}))
