import random

_ROLES = ["staff", "eng", "ops", "admin", "intern", "lead", "sre", "audit", "Eng", "r1"]
_PERMS = ["doc.read", "doc.write", "deploy", "billing", "admin.panel", "logs", "Deploy", "x"]
_USERS = ["amy", "bo", "cal", "dot", "Amy"]


def _case(rng: random.Random, n_ops: int, n_roles: int, n_perms: int, n_users: int) -> dict:
    roles = rng.sample(_ROLES, n_roles)
    perms = rng.sample(_PERMS, n_perms)
    users = rng.sample(_USERS, n_users)
    made: list[str] = []
    ops = []
    # a forest of roles first, each new role under an earlier one or at the top
    for role in roles:
        if rng.random() < 0.85:
            parent = rng.choice(made) if made and rng.random() < 0.75 else ""
            ops.append(["add_role", [role, parent]])
            made.append(role)
    while len(ops) < n_ops:
        kind = rng.choices(
            ["add_role", "allow", "deny", "clear", "assign", "unassign", "check", "permissions"],
            [4, 16, 10, 6, 10, 4, 35, 15],
        )[0]
        role = rng.choice(roles) if rng.random() < 0.95 else "nobody"
        if kind == "add_role":
            parent = rng.choice(roles + [""]) if rng.random() < 0.8 else "ghost"
            if parent == role:
                parent = ""
            ops.append(["add_role", [role, parent]])
        elif kind in ("allow", "deny", "clear"):
            ops.append([kind, [role, rng.choice(perms)]])
        elif kind in ("assign", "unassign"):
            ops.append([kind, [rng.choice(users), role]])
        elif kind == "check":
            ops.append(["check", [rng.choice(users), rng.choice(perms)]])
        else:
            ops.append(["permissions", [rng.choice(users)]])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 3
        if kind == 0:
            cases.append(_case(rng, rng.randint(12, 40), rng.randint(2, 4), rng.randint(1, 3), rng.randint(1, 2)))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(40, 200), rng.randint(3, 7), rng.randint(2, 6), rng.randint(1, 4)))
        else:
            cases.append(_case(rng, rng.randint(200, 2000), rng.randint(5, 10), rng.randint(3, 8), rng.randint(2, 5)))
    return cases
