import random

_CLIENTS = ["web", "api", "bot", "u1", "u2", "u3", "Admin", "admin", "x9", "svc"]


def _case(rng: random.Random, n_ops: int, limit: int, window: int, n_clients: int, step: int) -> dict:
    clients = rng.sample(_CLIENTS, n_clients)
    t = rng.randint(0, 100)
    history: list[int] = []
    ops = []
    for _ in range(n_ops):
        if history and rng.random() < 0.2:
            # land exactly on the moment an earlier request leaves the window
            target = rng.choice(history[-5:]) + window
            t = max(t, target)
        else:
            t += rng.choice([0, 0, 1, rng.randint(0, step)])
        client = rng.choice(clients)
        if rng.random() < 0.8:
            ops.append(["allow", [client, t]])
            history.append(t)
        else:
            ops.append(["remaining", [client, t]])
    return {"init": [limit, window], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            cases.append(_case(rng, rng.randint(10, 60), 1, rng.randint(1, 5), 1, 3))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(20, 200), rng.randint(2, 5), rng.randint(1, 10), rng.randint(1, 3), 4))
        elif kind == 2:
            cases.append(_case(rng, rng.randint(50, 300), rng.randint(1, 4), 1, rng.randint(1, 4), 2))
        else:
            w = rng.randint(1, 1000)
            cases.append(_case(rng, rng.randint(200, 3000), rng.randint(1, 50), w, rng.randint(1, 10), max(1, w // 5)))
    return cases
