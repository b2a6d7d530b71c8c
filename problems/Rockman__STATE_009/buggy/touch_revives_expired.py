# bug: touch checks the session before removing expired ones, so a session that expired since the last operation is revived
from collections import OrderedDict


class SessionManager:
    def __init__(self, timeout: int, max_per_user: int) -> None:
        self._timeout = timeout
        self._max = max_per_user
        self._next_id = 1
        # active sessions in order of latest activity, least recent first
        self._all: OrderedDict[int, tuple[str, int]] = OrderedDict()  # id -> (user, last activity)
        self._by_user: dict[str, OrderedDict[int, None]] = {}

    def _end(self, sid: int) -> None:
        user, _ = self._all.pop(sid)
        sessions = self._by_user[user]
        del sessions[sid]
        if not sessions:
            del self._by_user[user]

    def _expire(self, t: int) -> None:
        while self._all:
            sid, (_, last) = next(iter(self._all.items()))
            if last + self._timeout > t:
                break
            self._end(sid)

    def login(self, user: str, t: int) -> int:
        self._expire(t)
        sessions = self._by_user.setdefault(user, OrderedDict())
        if len(sessions) >= self._max:
            oldest = next(iter(sessions))
            self._end(oldest)
            sessions = self._by_user.setdefault(user, OrderedDict())
        sid = self._next_id
        self._next_id += 1
        self._all[sid] = (user, t)
        sessions[sid] = None
        return sid

    def touch(self, session_id: int, t: int) -> bool:
        if session_id not in self._all:
            return False
        user, _ = self._all[session_id]
        self._all[session_id] = (user, t)
        self._all.move_to_end(session_id)
        self._by_user[user].move_to_end(session_id)
        return True

    def logout(self, session_id: int, t: int) -> bool:
        self._expire(t)
        if session_id not in self._all:
            return False
        self._end(session_id)
        return True

    def active_sessions(self, user: str, t: int) -> int:
        self._expire(t)
        return len(self._by_user.get(user, ()))

    def total_active(self, t: int) -> int:
        self._expire(t)
        return len(self._all)
