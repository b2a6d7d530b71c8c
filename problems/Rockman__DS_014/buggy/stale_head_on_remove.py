# Bug: removing the first song does not advance the head, so first() and take() still start at the removed song.
class Playlist:
    """A circular doubly linked list of song ids, addressed through two dictionaries."""

    def __init__(self) -> None:
        self._next: dict[int, int] = {}
        self._prev: dict[int, int] = {}
        self._head = -1  # the first song, or -1 when the playlist is empty

    def _link_before(self, song: int, where: int) -> None:
        # Put song immediately before where (where is in the list) in the cycle.
        before = self._prev[where]
        self._next[before] = song
        self._prev[song] = before
        self._next[song] = where
        self._prev[where] = song

    def _unlink(self, song: int) -> None:
        after = self._next.pop(song)
        before = self._prev.pop(song)
        if after == song:  # it was the only song
            self._head = -1
            return
        self._next[before] = after
        self._prev[after] = before

    def _insert_only(self, song: int) -> None:
        self._next[song] = song
        self._prev[song] = song
        self._head = song

    def add_last(self, song: int) -> bool:
        if song in self._next:
            return False
        if self._head == -1:
            self._insert_only(song)
        else:
            self._link_before(song, self._head)
        return True

    def insert_after(self, anchor: int, song: int) -> bool:
        if anchor not in self._next or song in self._next:
            return False
        self._link_before(song, self._next[anchor])
        return True

    def remove(self, song: int) -> bool:
        if song not in self._next:
            return False
        self._unlink(song)
        return True

    def move_to_front(self, song: int) -> bool:
        if song not in self._next:
            return False
        if song != self._head:
            self._unlink(song)
            self._link_before(song, self._head)
            self._head = song
        return True

    def rotate_to(self, song: int) -> bool:
        if song not in self._next:
            return False
        self._head = song
        return True

    def next_song(self, song: int) -> int:
        if song not in self._next:
            return -1
        after = self._next[song]
        return -1 if after == self._head else after

    def prev_song(self, song: int) -> int:
        if song not in self._prev or song == self._head:
            return -1
        return self._prev[song]

    def first(self) -> int:
        return self._head

    def last(self) -> int:
        return -1 if self._head == -1 else self._prev[self._head]

    def size(self) -> int:
        return len(self._next)

    def take(self, k: int) -> list[int]:
        result: list[int] = []
        song = self._head
        while song != -1 and len(result) < k:
            result.append(song)
            song = self._next[song]
            if song == self._head:
                break
        return result
