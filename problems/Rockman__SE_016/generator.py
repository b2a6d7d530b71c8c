import random

_LEVELS = ["home", "a", "b", "kitchen", "temp", "x_1", "load", "42"]
_SYS = ["$sys", "$svc"]
_BAD = ["", "/", "a/", "/a", "a//b", "Home", "a+", "#x", "a/#/b", "a b", "a/$b", "$", "a/+b",
        "toolongname1", "a-b", "#/a", "+/+/#/x", "$+"]


def _plain_topic(rng: random.Random) -> list[str]:
    levels = [rng.choice(_LEVELS) for _ in range(rng.randint(1, 4))]
    if rng.random() < 0.15:
        levels[0] = rng.choice(_SYS)
    return levels


def _pattern(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.1:
        return rng.choice(_BAD)
    if r < 0.17:
        return rng.choice(["#", "+", "+/#", "+/+", "$sys/#"])
    levels = _plain_topic(rng)
    for i in range(len(levels)):
        if rng.random() < 0.25:
            levels[i] = "+"
    if rng.random() < 0.3:
        levels.append("#") if rng.random() < 0.6 else levels.__setitem__(-1, "#")
    return "/".join(levels)


def _topic(rng: random.Random) -> str:
    if rng.random() < 0.1:
        return rng.choice(_BAD + ["a/+", "+", "#", "a/#"])
    return "/".join(_plain_topic(rng))


def _ops(rng: random.Random, count: int, clients: list[str]) -> list:
    ops = []
    held: list[tuple[str, str]] = []
    for _ in range(count):
        r = rng.random()
        client = rng.choice(clients)
        if r < 0.35 and len(held) < 250:
            pattern = _pattern(rng) if not held or rng.random() < 0.85 else rng.choice(held)[1]
            ops.append(["subscribe", [client, pattern]])
            held.append((client, pattern))
        elif r < 0.45:
            if held and rng.random() < 0.7:
                client, pattern = held.pop(rng.randrange(len(held)))
            else:
                pattern = _pattern(rng)
            ops.append(["unsubscribe", [client, pattern]])
        elif r < 0.9:
            ops.append(["publish", [_topic(rng)]])
        else:
            ops.append(["patterns", [client]])
    return ops


def _special(rng: random.Random) -> list:
    ops = [["subscribe", ["s1", "a/#"]], ["subscribe", ["s2", "a/+"]], ["subscribe", ["s3", "#"]],
           ["subscribe", ["s4", "+/#"]], ["subscribe", ["s5", "$sys/#"]], ["subscribe", ["s6", "+"]],
           ["subscribe", ["s7", "a/b"]], ["subscribe", ["s7", "a/+"]], ["subscribe", ["s8", "a/b/#"]]]
    topics = ["a", "a/b", "a/b/c", "$sys", "$sys/a", "b", "$svc/a/b", "a/b/c/d"]
    rng.shuffle(topics)
    ops += [["publish", [t]] for t in topics]
    ops += [["unsubscribe", ["s7", "a/b"]], ["publish", ["a/b"]], ["patterns", ["s7"]]]
    return ops


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        if i % 5 == 0:
            ops = _special(rng)
        else:
            clients = [rng.choice(["ann", "bob", "cy", "dee"]) + str(k) for k in range(rng.randint(1, 6))]
            ops = _ops(rng, rng.choice([rng.randint(5, 40), rng.randint(100, 400)]), clients)
        cases.append({"init": [], "ops": ops})
    return cases
