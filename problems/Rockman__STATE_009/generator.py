import random

_USERS = ["ann", "ben", "cy", "dee", "eve", "fay", "gus", "hal", "Ann", "u7"]


def _case(rng: random.Random, n_ops: int, timeout: int, max_per_user: int, n_users: int, step: int) -> dict:
    users = rng.sample(_USERS, n_users)
    t = rng.randint(0, 50)
    ops = []
    n_sessions = 0
    activity: list[int] = []
    for _ in range(n_ops):
        if activity and rng.random() < 0.15:
            t = max(t, rng.choice(activity[-6:]) + timeout - rng.choice([0, 0, 1]))
        else:
            t += rng.choice([0, 0, 1, rng.randint(0, step)])
        kind = rng.choices(["login", "touch", "logout", "active_sessions", "total_active"], [30, 35, 10, 15, 10])[0]
        if kind == "login":
            ops.append(["login", [rng.choice(users), t]])
            n_sessions += 1
            activity.append(t)
        elif kind in ("touch", "logout"):
            sid = rng.randint(1, n_sessions + 1) if rng.random() < 0.5 else max(1, n_sessions - rng.randint(0, 4))
            ops.append([kind, [sid, t]])
            activity.append(t)
        elif kind == "active_sessions":
            ops.append(["active_sessions", [rng.choice(users), t]])
        else:
            ops.append(["total_active", [t]])
    return {"init": [timeout, max_per_user], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            cases.append(_case(rng, rng.randint(20, 100), rng.randint(1, 5), 1, rng.randint(1, 2), 3))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(50, 300), rng.randint(2, 10), rng.randint(2, 3), rng.randint(1, 3), 4))
        else:
            timeout = rng.randint(1, 1000)
            cases.append(_case(rng, rng.randint(200, 2500), timeout, rng.randint(1, 20), rng.randint(1, 10),
                               max(1, timeout // rng.choice([2, 5, 20]))))
    return cases
