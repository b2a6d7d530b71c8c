import random

_SERVICES = ["auth", "db", "api-gw", "cache", "web2", "mailer", "queue-1", "search", "b", "a"]
_MSGS = ["timeout", "connection refused", "disk full", "ok", "retrying in 5s", "x", "bad request: id=7"]


def _line(rng: random.Random, services: list[str], t: int) -> str:
    level = rng.choices(["ERROR", "WARN", "INFO", "DEBUG"], [45, 20, 25, 10])[0]
    return f"{t} {level} {rng.choice(services)} {rng.choice(_MSGS)}"


def _bad(rng: random.Random, services: list[str], t: int) -> str:
    s = rng.choice(services)
    return rng.choice([
        f"{t} error {s} timeout",
        f"{t} Error {s} timeout",
        f"{t}  ERROR {s} timeout",
        f"{t} ERROR {s}",
        f"{t} ERROR {s} ",
        f"t{t} ERROR {s} timeout",
        f"-{t} ERROR {s} timeout",
        f"{t} ERROR {s.upper()}X timeout",
        f"{t} ERROR {s}_x timeout",
        f"{t} FATAL {s} timeout",
        f"ERROR {s} timeout",
        "",
    ])


def _case(rng: random.Random, n: int, n_services: int, p_bad: float, p_dup: float, k: int) -> dict:
    services = rng.sample(_SERVICES, n_services)
    lines: list[str] = []
    t = rng.randint(0, 1000)
    for _ in range(n):
        t += rng.randint(0, 3)
        r = rng.random()
        if lines and r < p_dup:
            lines.append(rng.choice(lines))
        elif r < p_dup + p_bad:
            lines.append(_bad(rng, services, t))
        else:
            lines.append(_line(rng, services, t))
    return {"args": [lines, k]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 4
        if kind == 0:
            cases.append(_case(rng, rng.randint(0, 8), rng.randint(1, 3), 0.3, 0.2, rng.randint(1, 3)))
        elif kind == 1:
            # few distinct timestamps: many exact duplicate lines and count ties
            cases.append(_case(rng, rng.randint(20, 80), rng.randint(2, 4), 0.1, 0.4, rng.randint(1, 5)))
        else:
            cases.append(_case(rng, rng.randint(50, 2000), rng.randint(2, 10), 0.1, 0.1, rng.randint(1, 12)))
    return cases
