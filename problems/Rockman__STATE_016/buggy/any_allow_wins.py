# bug: logic bug: check grants the permission as soon as one role decides allow, ignoring a deny from another role
class AccessControl:
    def __init__(self) -> None:
        self._parent: dict[str, str] = {}  # role -> parent role ("" for a top-level role)
        self._rules: dict[str, dict[str, bool]] = {}  # role -> permission -> allow (True) or deny (False)
        self._roles_of: dict[str, set[str]] = {}  # user -> assigned roles

    def add_role(self, role: str, parent: str) -> bool:
        if role in self._parent or (parent != "" and parent not in self._parent):
            return False
        self._parent[role] = parent
        self._rules[role] = {}
        return True

    def _set_rule(self, role: str, permission: str, allow: bool) -> bool:
        if role not in self._rules:
            return False
        self._rules[role][permission] = allow
        return True

    def allow(self, role: str, permission: str) -> bool:
        return self._set_rule(role, permission, True)

    def deny(self, role: str, permission: str) -> bool:
        return self._set_rule(role, permission, False)

    def clear(self, role: str, permission: str) -> bool:
        rules = self._rules.get(role)
        if rules is None or permission not in rules:
            return False
        del rules[permission]
        return True

    def assign(self, user: str, role: str) -> bool:
        roles = self._roles_of.setdefault(user, set())
        if role not in self._parent or role in roles:
            return False
        roles.add(role)
        return True

    def unassign(self, user: str, role: str) -> bool:
        roles = self._roles_of.get(user, set())
        if role not in roles:
            return False
        roles.remove(role)
        return True

    def _chain(self, role: str):
        while role != "":
            yield role
            role = self._parent[role]

    def _decisions(self, user: str) -> list[dict[str, bool]]:
        """For each role of the user: permission -> the rule of the nearest role on its chain."""
        found = []
        for role in self._roles_of.get(user, ()):
            decided: dict[str, bool] = {}
            for r in self._chain(role):
                for permission, allow in self._rules[r].items():
                    decided.setdefault(permission, allow)
            found.append(decided)
        return found

    def check(self, user: str, permission: str) -> bool:
        allowed = False
        for role in self._roles_of.get(user, ()):
            for r in self._chain(role):
                rule = self._rules[r].get(permission)
                if rule is not None:
                    if rule:
                        return True
                    break
        return allowed

    def permissions(self, user: str) -> list[str]:
        allowed: set[str] = set()
        denied: set[str] = set()
        for decided in self._decisions(user):
            for permission, allow in decided.items():
                (allowed if allow else denied).add(permission)
        return sorted(allowed - denied)
