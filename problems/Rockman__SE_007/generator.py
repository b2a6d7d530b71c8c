import random

_NEW_KEYS = ["server.host", "server.port", "server.timeout_ms", "log.level", "db.name", "cache_size"]
_OLD_KEYS = ["host", "port", "timeout", "verbose"]


def _value(rng: random.Random, key: str) -> str:
    if key in ("timeout", "server.timeout_ms"):
        return rng.choice([str(rng.randint(0, 120)), "007", "1.5", "", "-3", "1234567890", str(rng.randint(0, 10**9 - 1))])
    if key == "verbose":
        return rng.choice(["yes", "no", "true", "false", "1", "0", "maybe", "YES"])
    if key in ("port", "server.port"):
        return str(rng.randint(1, 65535))
    return rng.choice(["alpha", "db-01", "a=b", "x:y", "", "two words", "10.0.0.1"])


def _line(rng: random.Random) -> str:
    r = rng.random()
    pad = lambda: rng.choice(["", " ", "\t", "  "])
    if r < 0.08:
        return pad()
    if r < 0.14:
        return pad() + "# " + rng.choice(["note", "host: x", "a = b"])
    if r < 0.2:
        return rng.choice(["Bad: 1", "9x = 1", "no separator", "= 5", ": 4", "a b = 1", "_x: 1"])
    if r < 0.55:
        key = rng.choice(_OLD_KEYS)
        sep = ":"
    else:
        key = rng.choice(_NEW_KEYS + _OLD_KEYS[:2])
        sep = rng.choice(["=", "=", ":"])
    return pad() + key + pad() + sep + pad() + _value(rng, key) + pad()


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "precedence":
        lines = ["server.host = new.example", "host: old.example", "timeout: 30", "server.timeout_ms=500",
                 "verbose: yes", "log.level: warn", "port: 80"]
        rng.shuffle(lines)
        return {"args": ["\n".join(lines)]}
    if kind == "empty":
        return {"args": [rng.choice(["", "\n\n", "# only a comment", "   \t"])]}
    n = rng.choice([rng.randint(1, 10), rng.randint(10, 200)])
    return {"args": ["\n".join(_line(rng) for _ in range(n))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["precedence", "random", "empty", "precedence", "random"]
    weighted = ["random"] * 6 + ["precedence"] * 2 + ["empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
